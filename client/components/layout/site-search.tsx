import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Form, useNavigate, useSearchParams } from "react-router";
import type { SearchHit } from "../../../shared/catalogue/types";
import { api } from "../../lib/api";
import { useAdoptTypedValue } from "../../lib/hydration";
import { useI18n } from "../../lib/i18n";
import { searchHitHref } from "../../lib/search-links";

const DEBOUNCE_MS = 200;
const MIN_LENGTH = 2;

/**
 * The header search: a plain GET form to /search (works before hydration), with suggestions while
 * typing — debounced, and a stale request is cancelled when the user types on. ARIA combobox.
 */
export function SiteSearch({ className }: { className?: string }) {
  const { LL, locale } = useI18n();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const listId = useId();
  const [value, setValue] = useState(() => params.get("keyword") ?? "");
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const keywordParam = params.get("keyword") ?? "";

  // Words typed before the page hydrated stay, and get their suggestions.
  const adoptTyped = useCallback((early: string) => {
    typed.current = true;
    setValue(early);
  }, []);
  useAdoptTypedValue(input, value, adoptTyped);

  // Back/forward (or any navigation) to another search shows that search's words in the box. Only
  // on a change: at mount the box already shows them, and what the user types meanwhile stays.
  const shownKeyword = useRef(keywordParam);
  useEffect(() => {
    if (shownKeyword.current === keywordParam) return;
    shownKeyword.current = keywordParam;
    typed.current = false;
    setValue(keywordParam);
    setOpen(false);
  }, [keywordParam]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new language asks for its suggestions again
  useEffect(() => {
    if (!typed.current) return;
    const keyword = value.trim();
    if (keyword.length < MIN_LENGTH) {
      setHits([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api
        .get("/search/suggest", { query: { keyword }, signal: controller.signal, silent: true })
        .then((found) => {
          setHits(found);
          setActive(-1);
          setOpen(true);
        })
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, locale]);

  const showList = open && hits.length > 0;
  const choose = (hit: SearchHit) => {
    setOpen(false);
    navigate(searchHitHref(hit));
  };

  return (
    <Form
      method="get"
      action="/search"
      role="search"
      className={className ? `site-search ${className}` : "site-search"}
      onSubmit={() => setOpen(false)}
    >
      <div className="site-search__field">
        {/* A combobox is a text input (HTML allows no combobox role on type=search); phones still show
            a search key. */}
        <input
          ref={input}
          type="text"
          inputMode="search"
          enterKeyHint="search"
          name="keyword"
          value={value}
          onChange={(event) => {
            typed.current = true;
            setValue(event.currentTarget.value);
          }}
          onKeyDown={(event) => {
            if (!showList) return;
            if (event.key === "ArrowDown" || event.key === "ArrowUp") {
              event.preventDefault();
              const step = event.key === "ArrowDown" ? 1 : -1;
              setActive((index) => (index + step + hits.length) % hits.length);
            } else if (event.key === "Enter" && active >= 0) {
              event.preventDefault();
              choose(hits[active]!);
            } else if (event.key === "Escape") {
              setOpen(false);
            }
          }}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onFocus={() => hits.length && setOpen(true)}
          placeholder={LL.nav.searchPlaceholder()}
          aria-label={LL.catalogue.search.label()}
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          className="site-search__input"
          maxLength={100}
        />
        {showList ? (
          <ul
            id={listId}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA combobox's listbox
            role="listbox"
            aria-label={LL.catalogue.search.suggestions()}
            className="site-search__suggestions"
          >
            {hits.map((hit, index) => (
              // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the box (aria-activedescendant)
              <li
                key={`${hit.type}-${hit.id}`}
                id={`${listId}-${index}`}
                // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: options of the combobox's listbox
                role="option"
                aria-selected={index === active}
                className={index === active ? "is-active" : undefined}
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(hit);
                }}
              >
                <span className="site-search__type">{LL.catalogue.search.types[hit.type]()}</span>
                {hit.title}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <button type="submit" className="site-search__button">
        {LL.nav.search()}
      </button>
    </Form>
  );
}
