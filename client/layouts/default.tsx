import { Outlet } from "react-router";
import { SiteFooter } from "../components/layout/site-footer";
import { SiteHeader } from "../components/layout/site-header";

/** Header, navigation, the page in a container, footer. */
export default function DefaultLayout() {
  return (
    <div className="layout layout--default" data-layout="default">
      <SiteHeader />
      <main id="main" className="container layout__main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
