import { Link } from "react-router";
import { href } from "../../../shared/routes";
import { useI18n } from "../../lib/i18n";
import { useRootData } from "../../lib/root-data";
import { LanguageSwitcher } from "./language-switcher";

export function SiteFooter() {
  const { LL } = useI18n();
  const root = useRootData();
  const siteName = root?.config.siteName ?? "";
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section>
          <h2 className="site-footer__heading">{LL.footer.shop()}</h2>
          <ul>
            <li>
              <Link to={href.lists()}>{LL.footer.allProducts()}</Link>
            </li>
            <li>
              <Link to={href.sms()}>{LL.pages.sms.title()}</Link>
            </li>
            <li>
              <Link to={href.discount()}>{LL.footer.discount()}</Link>
            </li>
            <li>
              <Link to={href.account()}>{LL.footer.account()}</Link>
            </li>
          </ul>
        </section>
        <section>
          <h2 className="site-footer__heading">{LL.nav.solutions()}</h2>
          <ul>
            <li>
              <Link to={href.solution("sms-gateway")}>{LL.pages.solution.smsGateway()}</Link>
            </li>
            <li>
              <Link to={href.solution("sms-modem")}>{LL.pages.solution.smsModem()}</Link>
            </li>
            <li>
              <Link to={href.solution("goip-gateway")}>{LL.pages.solution.goipGateway()}</Link>
            </li>
            <li>
              <Link to={href.solution("voip-gateway")}>{LL.pages.solution.voipGateway()}</Link>
            </li>
            <li>
              <Link to={href.solution("proxy-gateway")}>{LL.pages.solution.proxyGateway()}</Link>
            </li>
          </ul>
        </section>
        <section>
          <h2 className="site-footer__heading">{LL.footer.company()}</h2>
          <ul>
            <li>
              <Link to={href.about()}>{LL.footer.about()}</Link>
            </li>
            <li>
              <Link to={href.cases()}>{LL.footer.cases()}</Link>
            </li>
            <li>
              <Link to={href.blog()}>{LL.footer.blog()}</Link>
            </li>
          </ul>
        </section>
        <section>
          <h2 className="site-footer__heading">{LL.footer.support()}</h2>
          <ul>
            <li>
              <Link to={href.logistics()}>{LL.footer.logistics()}</Link>
            </li>
            <li>
              <Link to={href.userAgreement()}>{LL.footer.userAgreement()}</Link>
            </li>
          </ul>
          <LanguageSwitcher className="site-footer__language" />
        </section>
      </div>
      <div className="container site-footer__bottom">
        <p>{LL.footer.facts()}</p>
        <p>{LL.footer.copyright({ year: new Date().getUTCFullYear(), siteName })}</p>
      </div>
    </footer>
  );
}
