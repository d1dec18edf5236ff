import { contentCatalogue, keysOf, useContentText } from './content-text';

const ROWS = keysOf(contentCatalogue.comparison.rows);

/** The one-time activation vs long-term rental table; on a narrow screen each row stacks, its cells labelled. */
export function ModeComparison() {
  const { text } = useContentText();
  return (
    <div className="table-wrap">
      <table className="table comparison-table">
        <caption className="visually-hidden">{text('comparison.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{text('comparison.feature')}</th>
            <th scope="col">{text('comparison.oneTime')}</th>
            <th scope="col">{text('comparison.longTerm')}</th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row}>
              <th scope="row">{text(`comparison.rows.${row}.label`)}</th>
              <td data-label={text('comparison.oneTime')}>{text(`comparison.rows.${row}.oneTime`)}</td>
              <td data-label={text('comparison.longTerm')}>{text(`comparison.rows.${row}.longTerm`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
