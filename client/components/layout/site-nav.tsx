import { type RefObject, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import type { NavigationEntry } from "../../../shared/catalogue/types";
import { href } from "../../../shared/routes";
import { useI18n } from "../../lib/i18n";
import { otherLanguage } from "../ui/language-fallback";

/** Where the navigation is one row with a "More" menu; narrower, it scrolls sideways (app.css). */
const ONE_ROW_QUERY = "(min-width: 900px)";

// The server has no layout: there, the effect would only warn.
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * The header's navigation entries. On a desktop they stay in one row: the entries that do not fit
 * go, in order, into a "More" menu at the row's end. Until the browser has measured them (the
 * server's HTML), the row shows the entries that fit and hides the rest below its edge.
 */
export function SiteNav({ entries }: { entries: readonly NavigationEntry[] }) {
  const { LL } = useI18n();
  const bar = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const more = useRef<HTMLDivElement>(null);
  const shown = useFittingCount(bar, list, more, entries.length);
  const inRow = shown === null ? entries : entries.slice(0, shown);
  const inMenu = shown === null ? [] : entries.slice(shown);
  return (
    <nav className="site-nav" aria-label={LL.nav.main()}>
      <div className="container site-nav__bar" ref={bar}>
        <ul className="site-nav__list" ref={list}>
          {inRow.map((entry) => (
            <EntryItem key={entry.id} entry={entry} />
          ))}
        </ul>
        <MoreMenu entries={inMenu} rootRef={more} />
      </div>
    </nav>
  );
}

/**
 * How many entries fit in the row before the "More" menu, or null for all of them (not measured
 * yet, or a phone's scrolling row). Each entry's width is read once, while all are shown; later
 * widths of the bar are fitted from those.
 */
function useFittingCount(
  bar: RefObject<HTMLDivElement | null>,
  list: RefObject<HTMLUListElement | null>,
  more: RefObject<HTMLDivElement | null>,
  count: number,
): number | null {
  const [shown, setShown] = useState<number | null>(null);
  const widths = useRef<number[] | null>(null);
  useBrowserLayoutEffect(() => {
    const element = bar.current;
    if (!element || !list.current) return;
    widths.current ??= [...list.current.children].map((item) => item.getBoundingClientRect().width);
    const fitRow = () => {
      const measured = widths.current;
      if (!measured || !matchMedia(ONE_ROW_QUERY).matches) return setShown(null);
      const style = getComputedStyle(element);
      const available =
        element.clientWidth - Number.parseFloat(style.paddingInlineStart) - Number.parseFloat(style.paddingInlineEnd);
      const gap = Number.parseFloat(getComputedStyle(list.current!).columnGap) || 0;
      const rowWidth = (items: number) =>
        measured.slice(0, items).reduce((sum, width) => sum + width, 0) + gap * Math.max(0, items - 1);
      // A fraction of a pixel spare, so rounding never pushes the last entry to a second row.
      if (rowWidth(count) <= available - 1) return setShown(null);
      const moreWidth = more.current?.getBoundingClientRect().width ?? 0;
      let items = count - 1;
      while (items > 0 && rowWidth(items) + gap + moreWidth > available - 1) items -= 1;
      setShown(items);
    };
    fitRow();
    const observer = new ResizeObserver(fitRow);
    observer.observe(element);
    return () => observer.disconnect();
  }, [count]);
  return shown;
}

/** Whether `pathname` is the page `to` links to, or a page below it (as NavLink marks it). */
function isCurrentPage(to: string, pathname: string): boolean {
  return pathname === to || (to !== "/" && pathname.startsWith(`${to}/`));
}

function EntryItem({ entry }: { entry: NavigationEntry }) {
  const { locale } = useI18n();
  return (
    <li {...otherLanguage(entry.lang, locale)}>
      <EntryLink entry={entry} />
    </li>
  );
}

function EntryLink({ entry }: { entry: NavigationEntry }) {
  const location = useLocation();
  // Entries with an image point at the home page filtered by a category: active on that filter.
  const activeCategory = location.pathname === "/" ? new URLSearchParams(location.search).get("category") : null;
  if (!entry.img) {
    return (
      <NavLink to={href.navigation(entry)} className="site-nav__link">
        {entry.name}
      </NavLink>
    );
  }
  const active = activeCategory === entry.id;
  return (
    <Link
      to={href.navigation(entry)}
      className={active ? "site-nav__link active" : "site-nav__link"}
      aria-current={active ? "page" : undefined}
    >
      <img src={entry.img} alt="" width={20} height={20} className="site-nav__icon" loading="lazy" decoding="async" />
      {entry.name}
    </Link>
  );
}

/**
 * "More": a button that shows the entries left out of the row (a disclosure: Enter or Space opens
 * it, Tab walks its links, Escape closes it and returns to the button, as does a click elsewhere
 * or focus leaving it). With no entry left out it keeps its place measurable but is not shown.
 */
function MoreMenu({
  entries,
  rootRef,
}: {
  entries: readonly NavigationEntry[];
  rootRef: RefObject<HTMLDivElement | null>;
}) {
  const { LL } = useI18n();
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const idle = entries.length === 0;
  // The page of an entry in the menu is open: the button is marked as the entry would be.
  const current = entries.some((entry) => !entry.img && isCurrentPage(href.navigation(entry), location.pathname));

  // A link followed (or the page changed otherwise) closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation
  useEffect(() => setOpen(false), [location.key]);
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", closeOutside);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [open, rootRef]);

  return (
    <div
      className={idle ? "site-nav__more is-idle" : "site-nav__more"}
      ref={rootRef}
      aria-hidden={idle || undefined}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        type="button"
        ref={button}
        className={current ? "site-nav__link site-nav__more-button active" : "site-nav__link site-nav__more-button"}
        aria-expanded={open}
        aria-controls={id}
        tabIndex={idle ? -1 : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        {LL.nav.more()}
        <svg className="site-nav__chevron" viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
      </button>
      <ul id={id} className="site-nav__menu" hidden={!open || idle}>
        {entries.map((entry) => (
          <EntryItem key={entry.id} entry={entry} />
        ))}
      </ul>
    </div>
  );
}
