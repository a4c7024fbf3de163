import { useState, type FormEvent } from 'react';
import { lastDays, MAX_RANGE_DAYS, reportRange, type ReportRange } from '@atelier/analytics';
import { periodText } from './analytics-figures.ts';

export type RangeChoice = 7 | 30 | 90 | 'custom';
const PRESETS = [7, 30, 90] as const;

/**
 * The analytics panel's range: the last 7, 30 or 90 days (UTC, today included) or days of the
 * owner's choosing, checked by the same rule the server applies; beside it, the period it is
 * compared with.
 */
export function RangePicker({
  today,
  choice,
  range,
  onChange,
}: {
  today: string;
  choice: RangeChoice;
  range: ReportRange;
  onChange: (choice: RangeChoice, range: ReportRange) => void;
}) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [problem, setProblem] = useState('');
  const [custom, setCustom] = useState(choice === 'custom');

  const choosePreset = (days: (typeof PRESETS)[number]) => {
    setCustom(false);
    setProblem('');
    const preset = lastDays(today, days);
    const checked = reportRange(preset.from, preset.to);
    if (checked.ok) onChange(days, checked.value);
  };
  const showCustom = (event: FormEvent) => {
    event.preventDefault();
    const checked = reportRange(from, to);
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    setProblem('');
    onChange('custom', checked.value);
  };

  return (
    <div className="analytics-range">
      <fieldset className="analytics-presets">
        <legend className="visually-hidden">Range</legend>
        {PRESETS.map((days) => (
          <label key={days} className={!custom && choice === days ? 'is-chosen' : undefined}>
            <input
              type="radio"
              name="analytics-range"
              checked={!custom && choice === days}
              onChange={() => choosePreset(days)}
            />
            {days} days
          </label>
        ))}
        <label className={custom ? 'is-chosen' : undefined}>
          <input type="radio" name="analytics-range" checked={custom} onChange={() => setCustom(true)} />
          Custom
        </label>
      </fieldset>
      {custom && (
        <form className="analytics-custom" onSubmit={showCustom} aria-label="Custom range">
          <label>
            From
            <input
              type="date"
              value={from}
              max={to || today}
              required
              onChange={(event) => setFrom(event.target.value)}
            />
          </label>
          <label>
            To
            <input type="date" value={to} min={from} required onChange={(event) => setTo(event.target.value)} />
          </label>
          <button type="submit" className="button-secondary">
            Show
          </button>
          <span className="hint">At most {MAX_RANGE_DAYS} days. Days are UTC.</span>
          {problem && (
            <p className="form-error" role="alert">
              {problem}
            </p>
          )}
        </form>
      )}
      <p className="analytics-compared" data-testid="analytics-period">
        <strong>{periodText(range)}</strong>{' '}
        <span className="hint">compared with {periodText({ from: range.previousFrom, to: range.previousTo })}</span>
      </p>
    </div>
  );
}
