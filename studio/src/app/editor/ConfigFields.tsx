/**
 * The block's CMS config as form fields generated from its JSON Schema (lib/schema-form.ts). Empty
 * means "use the default". The server's zod schema decides what is valid; its messages appear under
 * the fields after a save.
 */
import type { BlockTypeInfo, Placement } from '@waypoint/schemas';
import { describeDefault, type FieldSpec, fieldsOf, parseNumberInput } from '../lib/schema-form.ts';
import { FieldMessages } from './FieldMessages.tsx';

type Config = Record<string, unknown>;

export function ConfigFields(props: {
  placement: Placement;
  info: BlockTypeInfo;
  editable: boolean;
  errorsFor(name: string): string[] | undefined;
  onChange(config: Config): void;
}) {
  const fields = fieldsOf(props.info.configSchema);
  const config = props.placement.config;
  const set = (name: string, value: unknown) => {
    const next = { ...config };
    if (value === undefined) delete next[name];
    else next[name] = value;
    props.onChange(next);
  };
  return (
    <fieldset className="group">
      <legend>Settings</legend>
      {fields.length === 0 ? <p className="hint">This block has no settings.</p> : null}
      {fields.map((field) => (
        <ConfigField
          key={field.name}
          idBase={`cfg-${props.placement.id}-${field.name}`}
          field={field}
          value={config[field.name]}
          errors={props.errorsFor(field.name)}
          onChange={(value) => set(field.name, value)}
        />
      ))}
    </fieldset>
  );
}

function ConfigField(props: {
  idBase: string;
  field: FieldSpec;
  value: unknown;
  errors: string[] | undefined;
  onChange(value: unknown): void;
}) {
  const { field, idBase, value } = props;
  const errorId = `${idBase}-error`;
  const hintId = `${idBase}-hint`;
  const invalid = !!props.errors?.length;
  const described =
    [field.default !== undefined ? hintId : '', invalid ? errorId : ''].filter(Boolean).join(' ') ||
    undefined;
  const hint =
    field.default !== undefined ? (
      <p className="hint" id={hintId}>
        Default: {describeDefault(field.default)}
        {field.kind === 'number' && (field.min !== undefined || field.max !== undefined)
          ? ` · from ${field.min ?? '…'} to ${field.max ?? '…'}`
          : ''}
      </p>
    ) : null;
  const messages = <FieldMessages id={errorId} messages={props.errors} />;
  const common = {
    id: idBase,
    'aria-invalid': invalid || undefined,
    'aria-describedby': described,
    'data-field': field.name,
  };

  switch (field.kind) {
    case 'boolean': {
      const checked = typeof value === 'boolean' ? value : field.default === true;
      return (
        <div className="field checkbox">
          <input
            type="checkbox"
            {...common}
            checked={checked}
            onChange={(e) => props.onChange(e.target.checked)}
          />
          <label htmlFor={idBase}>{field.label}</label>
          {hint}
          {messages}
        </div>
      );
    }
    case 'enum': {
      const index = field.options.indexOf(value as never);
      return (
        <div className="field">
          <label htmlFor={idBase}>{field.label}</label>
          <select
            {...common}
            value={value === undefined ? '' : value === null ? 'null' : String(index)}
            onChange={(e) => {
              const v = e.target.value;
              props.onChange(v === '' ? undefined : v === 'null' ? null : field.options[Number(v)]);
            }}
          >
            <option value="">Default ({describeDefault(field.default ?? 'none')})</option>
            {field.nullable ? <option value="null">None</option> : null}
            {field.options.map((o, i) => (
              <option key={String(o)} value={String(i)}>
                {String(o)}
              </option>
            ))}
          </select>
          {messages}
        </div>
      );
    }
    case 'number':
      return (
        <div className="field">
          <label htmlFor={idBase}>{field.label}</label>
          <input
            type="number"
            inputMode={field.integer ? 'numeric' : 'decimal'}
            step={field.integer ? 1 : 'any'}
            {...common}
            value={typeof value === 'number' || typeof value === 'string' ? String(value) : ''}
            placeholder={field.default !== undefined ? describeDefault(field.default) : ''}
            onChange={(e) => props.onChange(parseNumberInput(e.target.value, field))}
          />
          {hint}
          {messages}
        </div>
      );
    case 'string':
      return (
        <div className="field">
          <label htmlFor={idBase}>{field.label}</label>
          <input
            type="text"
            {...common}
            value={typeof value === 'string' ? value : ''}
            placeholder={typeof field.default === 'string' ? field.default : ''}
            onChange={(e) =>
              props.onChange(e.target.value === '' ? (field.nullable ? null : undefined) : e.target.value)
            }
          />
          {hint}
          {messages}
        </div>
      );
    case 'integerList': {
      const list = Array.isArray(value)
        ? (value as number[])
        : Array.isArray(field.default)
          ? (field.default as number[])
          : [];
      if (field.min !== undefined && field.max !== undefined && field.max - field.min <= 12) {
        const choices = Array.from({ length: field.max - field.min + 1 }, (_, i) => field.min! + i);
        return (
          <fieldset className="field" aria-describedby={described} data-field={field.name}>
            <legend>{field.label}</legend>
            <div className="choices">
              {choices.map((n) => (
                <label key={n} className="choice">
                  <input
                    type="checkbox"
                    checked={list.includes(n)}
                    onChange={(e) =>
                      props.onChange(
                        e.target.checked ? [...list, n].sort((a, b) => a - b) : list.filter((x) => x !== n),
                      )
                    }
                  />
                  {n}
                </label>
              ))}
            </div>
            {hint}
            {messages}
          </fieldset>
        );
      }
      return (
        <div className="field">
          <label htmlFor={idBase}>{field.label} (numbers separated by commas)</label>
          <input
            type="text"
            {...common}
            value={list.join(', ')}
            onChange={(e) => {
              const parts = e.target.value
                .split(',')
                .map((s) => s.trim())
                .filter(Boolean);
              props.onChange(
                parts.length === 0
                  ? undefined
                  : parts.map((s) => (Number.isFinite(Number(s)) ? Number(s) : s)),
              );
            }}
          />
          {hint}
          {messages}
        </div>
      );
    }
    default:
      return <JsonField {...props} common={common} hint={hint} messages={messages} />;
  }
}

function JsonField(props: {
  idBase: string;
  field: FieldSpec;
  value: unknown;
  onChange(value: unknown): void;
  common: Record<string, unknown>;
  hint: React.ReactNode;
  messages: React.ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={props.idBase}>{props.field.label} (JSON)</label>
      <textarea
        {...props.common}
        rows={3}
        defaultValue={props.value === undefined ? '' : JSON.stringify(props.value)}
        onBlur={(e) => {
          const text = e.target.value.trim();
          if (text === '') return props.onChange(undefined);
          try {
            props.onChange(JSON.parse(text));
          } catch {
            props.onChange(text);
          }
        }}
      />
      {props.hint}
      {props.messages}
    </div>
  );
}
