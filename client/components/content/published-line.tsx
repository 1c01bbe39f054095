import { formatDate } from "../../../shared/format";
import { useI18n } from "../../lib/i18n";

/**
 * "Published March 14, 2022 · By Mei Lin", with a machine-readable time. (The stored update time
 * is when the text was last imported, so it is not shown as an editorial "updated" date.)
 */
export function PublishedLine({ publishedAt, author }: { publishedAt: number; author?: string }) {
  const { LL, locale } = useI18n();
  return (
    <p className="content-meta">
      <time dateTime={new Date(publishedAt).toISOString()}>
        {LL.common.published({ date: formatDate(publishedAt, locale) })}
      </time>
      {author ? <span>{LL.content.blog.postedBy({ author })}</span> : null}
    </p>
  );
}
