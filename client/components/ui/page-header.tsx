import type { ReactNode } from "react";

export function PageHeader({ title, lead, children }: { title: ReactNode; lead?: string; children?: ReactNode }) {
  return (
    <header className="page-header">
      <h1 className="page-header__title">{title}</h1>
      {lead ? <p className="page-header__lead">{lead}</p> : null}
      {children}
    </header>
  );
}
