import { csvDocument } from '@atelier/commerce';
import type { OwnerAnalyticsQuery } from '../../graphql/generated/dashboard.ts';
import {
  changeDirection,
  changeText,
  countText,
  csvFileName,
  topTableCsv,
  type Period,
  type TopRow,
} from './analytics-figures.ts';
import { downloadText } from './download-text.ts';

type Analytics = NonNullable<OwnerAnalyticsQuery['siteAnalytics']>;

/** The top tables, in the order an owner reads them, with what each key is and what it counts. */
const TABLES = [
  { field: 'pages', title: 'Top pages', key: 'Page', counts: 'Page views', empty: 'No page views in this range.' },
  {
    field: 'referrers',
    title: 'Referrers',
    key: 'Referring site',
    counts: 'Visits',
    empty: 'No visits came from another site.',
  },
  {
    field: 'campaigns',
    title: 'Campaigns',
    key: 'Source / medium / campaign',
    counts: 'Visits',
    empty: 'No visits came with UTM fields.',
  },
  { field: 'devices', title: 'Devices', key: 'Device', counts: 'Visits', empty: 'No visits in this range.' },
  { field: 'browsers', title: 'Browsers', key: 'Browser', counts: 'Visits', empty: 'No visits in this range.' },
  {
    field: 'searchTerms',
    title: 'Search terms',
    key: 'Search term',
    counts: 'Searches',
    empty: 'Nobody searched the site.',
  },
] as const;

/** Every top table of the range beside the previous period, each with its CSV. */
export function TopTables({
  analytics,
  siteTitle,
  range,
  previous,
}: {
  analytics: Analytics;
  siteTitle: string;
  range: Period;
  previous: Period;
}) {
  return (
    <div className="analytics-tables">
      {TABLES.map((table) => (
        <TopTable
          key={table.field}
          id={`analytics-${table.field}`}
          title={table.title}
          keyHeading={table.key}
          counts={table.counts}
          empty={table.empty}
          rows={analytics[table.field]}
          download={() =>
            downloadText(
              csvFileName(siteTitle, table.title, range),
              topTableCsv(table.key, table.counts, analytics[table.field], range, previous),
            )
          }
        />
      ))}
    </div>
  );
}

function TopTable({
  id,
  title,
  keyHeading,
  counts,
  empty,
  rows,
  download,
}: {
  id: string;
  title: string;
  keyHeading: string;
  counts: string;
  empty: string;
  rows: readonly TopRow[];
  download: () => void;
}) {
  return (
    <section className="analytics-card analytics-top" aria-labelledby={`${id}-title`} data-testid={id}>
      <div className="analytics-card-head">
        <h3 id={`${id}-title`}>{title}</h3>
        <button type="button" className="link-button" onClick={download} disabled={rows.length === 0}>
          Download CSV<span className="visually-hidden"> of {title.toLowerCase()}</span>
        </button>
      </div>
      {rows.length === 0 ? (
        <p className="hint">{empty}</p>
      ) : (
        <div className="table-scroll">
          <table className="inventory-table analytics-table">
            <thead>
              <tr>
                <th scope="col">{keyHeading}</th>
                <th scope="col" className="num">
                  {counts}
                </th>
                <th scope="col" className="num">
                  Change
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} data-key={row.key}>
                  <th scope="row" className="analytics-key">
                    {row.key}
                  </th>
                  <td className="num">{countText(row.value)}</td>
                  <td className="num">
                    <span className={`analytics-change is-${changeDirection(row.value, row.previousValue)}`}>
                      {changeText(row.value, row.previousValue)}
                    </span>
                    <span className="visually-hidden"> from {countText(row.previousValue)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

interface SeriesColumn {
  heading: string;
  values: readonly number[];
  /** How the table writes a value (money in the site's format); whole numbers when not said. */
  write?: (value: number) => string;
  /** How the CSV writes it (money as a plain decimal); the number as it is when not said. */
  csv?: (value: number) => string;
}

/** A chart's figures as a table, folded away under it, with their CSV. */
export function SeriesTable({
  caption,
  siteTitle,
  range,
  hourly,
  columns,
  starts,
}: {
  caption: string;
  siteTitle: string;
  range: Period;
  hourly: boolean;
  columns: readonly SeriesColumn[];
  starts: readonly string[];
}) {
  const when = (start: string) => (hourly ? `${start.slice(0, 10)} ${start.slice(11, 16)}` : start.slice(0, 10));
  const download = () =>
    downloadText(
      csvFileName(siteTitle, caption, range),
      csvDocument([
        [hourly ? 'Hour (UTC)' : 'Day (UTC)', ...columns.map((column) => column.heading)],
        ...starts.map((start, index) => [
          when(start),
          ...columns.map((column) => (column.csv ?? String)(column.values[index] ?? 0)),
        ]),
      ]),
    );
  return (
    <details className="analytics-series">
      <summary>Show as a table</summary>
      <div className="analytics-card-head">
        <span className="hint">{caption}</span>
        <button type="button" className="link-button" onClick={download}>
          Download CSV<span className="visually-hidden"> of {caption.toLowerCase()}</span>
        </button>
      </div>
      <div className="table-scroll">
        <table className="inventory-table analytics-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{hourly ? 'Hour (UTC)' : 'Day (UTC)'}</th>
              {columns.map((column) => (
                <th key={column.heading} scope="col" className="num">
                  {column.heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {starts.map((start, index) => (
              <tr key={start}>
                <th scope="row" className="nowrap">
                  {when(start)}
                </th>
                {columns.map((column) => (
                  <td key={column.heading} className="num">
                    {(column.write ?? countText)(column.values[index] ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
