import { useEffect, useState } from 'react';
import { isApiError } from '../../../api/transport';
import { useSubmit } from '../../../ui/submit';
import { sanitizeNumberInput } from '../../../validation';

/** What a device's parameter form edits: its fields in order, their labels and decimals, and the checks before sending. */
export interface ParamSpec<F extends string> {
  fields: readonly F[];
  labels: Record<F, string>;
  rules: Record<F, { readonly decimals: number }>;
  /** Messages of the fields refused (empty when all are valid). */
  validate: (values: Record<F, string>) => Partial<Record<F, string>>;
}

export interface ParamFormOptions<F extends string, P extends Record<F, number>> {
  spec: ParamSpec<F>;
  /** Reads the stored parameters again whenever `device` changes. */
  device: number;
  load: () => Promise<P>;
  /** The read failed (the transport has shown why); without it the form keeps loading. */
  onLoadFailed?: () => void;
  /** Sends the numbers with what was read (its version: a stale one is refused by the server). */
  save: (numbers: Record<F, number>, read: P) => Promise<unknown>;
  onSaved: () => void;
}

export interface ParamForm<F extends string, P> {
  spec: ParamSpec<F>;
  /** The parameters read; null while loading. */
  read: P | null;
  /** The texts typed, one per field; null while loading. */
  values: Record<F, string> | null;
  errors: Partial<Record<F, string>>;
  /** The server's refusal of the save. */
  failure: string;
  busy: boolean;
  /** Takes a field's typed text, cut to a number of the field's decimals. */
  change: (field: F, raw: string) => void;
  submit: () => Promise<void>;
}

/** What the form shows of a refusal: the transport's text (`message`), not the server's own. */
const transportMessage = (error: unknown) => (isApiError(error) ? error.message : String(error));

/** Loads, edits, checks and saves a device's parameters: the state both parameter dialogs share. */
export function useParamForm<F extends string, P extends Record<F, number>>(options: ParamFormOptions<F, P>): ParamForm<F, P> {
  const { spec, device, load, onLoadFailed, save, onSaved } = options;
  const [read, setRead] = useState<P | null>(null);
  const [values, setValues] = useState<Record<F, string> | null>(null);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  useEffect(() => {
    let live = true;
    load().then(
      (p) => {
        if (!live) return;
        setRead(p);
        setValues(Object.fromEntries(spec.fields.map((f) => [f, String(p[f])])) as Record<F, string>);
      },
      () => {
        if (live) onLoadFailed?.();
      },
    );
    return () => {
      live = false;
    };
    // `load` and `onLoadFailed` are new each render: the device alone decides a new read.
  }, [device]);
  const change = (field: F, raw: string) => {
    setValues((v) => v && { ...v, [field]: sanitizeNumberInput(raw, { decimals: spec.rules[field].decimals }) });
  };
  const saving = useSubmit((sent: { numbers: Record<F, number>; read: P }) => save(sent.numbers, sent.read), {
    onDone: onSaved,
    describe: transportMessage,
  });
  const submit = async () => {
    if (!values || !read) return;
    const found = spec.validate(values);
    setErrors(found);
    saving.clearFailure();
    if (Object.keys(found).length > 0) return;
    await saving.run({ numbers: Object.fromEntries(spec.fields.map((f) => [f, Number(values[f])])) as Record<F, number>, read });
  };
  return { spec, read, values, errors, failure: saving.failure ?? '', busy: saving.busy, change, submit };
}
