import type { ReactNode } from "react";
import { dirForLang } from "../../../shared/locale";

export function PageHeader({
  title,
  lead,
  lang,
  children,
}: {
  title: ReactNode;
  lead?: string;
  /** The language of title and lead when it is not the page's (an untranslated record). */
  lang?: string;
  children?: ReactNode;
}) {
  return (
    <header className="page-header" lang={lang} dir={dirForLang(lang)}>
      <h1 className="page-header__title">{title}</h1>
      {lead ? <p className="page-header__lead">{lead}</p> : null}
      {children}
    </header>
  );
}
