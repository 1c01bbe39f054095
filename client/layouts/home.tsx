import { Outlet } from "react-router";
import { SiteFooter } from "../components/layout/site-footer";
import { SiteHeader } from "../components/layout/site-header";

/** The home page: full-width sections between header and footer. */
export default function HomeLayout() {
  return (
    <div className="layout layout--home" data-layout="home">
      <SiteHeader variant="home" />
      <main id="main" className="layout__main layout__main--full">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
