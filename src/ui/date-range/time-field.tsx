import { useEffect, useState } from 'react';

/** A time of day as the console writes it: HH:mm:ss, 24 hours. */
const TIME = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

export interface TimeFieldProps {
  /** HH:mm:ss. */
  value: string;
  /** Told each complete, valid time typed. */
  onChange: (time: string) => void;
}

/**
 * A time typed as HH:mm:ss, 24 hours, whatever the browser's language (a native time input shows
 * 12:00:00 AM in an English browser). A time is taken once it is whole and valid; leaving the field
 * with anything else puts the last good time back.
 */
export function TimeField({ value, onChange }: TimeFieldProps) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  return (
    <input
      type="text"
      inputMode="numeric"
      className="irr-time-field"
      value={draft}
      maxLength={8}
      placeholder="HH:mm:ss"
      pattern="([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]"
      autoComplete="off"
      spellCheck={false}
      onChange={(e) => {
        const text = e.currentTarget.value;
        setDraft(text);
        if (TIME.test(text) && text !== value) onChange(text);
      }}
      onBlur={() => setDraft(value)}
    />
  );
}
