import { useId } from 'react';

/** A filter above a fleet table (an operation's status, a task's state): a labelled select of the given options. */
export function ToolbarSelect<Value extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: Value;
  options: Array<{ value: Value; text: string }>;
  onChange: (value: Value) => void;
}) {
  const id = useId();
  return (
    <div className="hp-fleet-toolbar">
      <div className="hp-field">
        <label htmlFor={id}>{label}</label>
        <select id={id} value={value} onChange={(event) => onChange(event.target.value as Value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.text}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
