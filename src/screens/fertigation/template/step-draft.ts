import type { TemplateRow } from '../../../api/contract/fertigation/template';

/** A step while it is edited: number fields kept as the inputs' text, a local key for reordering. */
export interface StepDraft {
  key: number;
  areaId: string;
  /** The saved area's name, shown even when the area list lacks it. */
  areaName: string;
  valveId: number | null;
  durationMinutes: string;
  tankARatio: string;
  tankBRatio: string;
  tankCRatio: string;
}

let nextKey = 1;

export function newStep(areaId = ''): StepDraft {
  return { key: nextKey++, areaId, areaName: '', valveId: null, durationMinutes: '60', tankARatio: '0', tankBRatio: '0', tankCRatio: '0' };
}

export function stepsOf(row: TemplateRow | null): StepDraft[] {
  if (!row) return [newStep()];
  return row.steps.map((s) => ({
    key: nextKey++,
    areaId: String(s.areaId),
    areaName: s.areaName,
    valveId: s.valveId,
    durationMinutes: String(s.durationMinutes),
    tankARatio: String(s.tankARatio),
    tankBRatio: String(s.tankBRatio),
    tankCRatio: String(s.tankCRatio),
  }));
}

/** The save call's steps, in the list's order (the server checks bounds and shares). */
export function stepInputs(steps: readonly StepDraft[]) {
  return steps.map((s) => ({
    areaId: Number(s.areaId),
    valveId: s.valveId,
    durationMinutes: Number(s.durationMinutes),
    tankARatio: Number(s.tankARatio),
    tankBRatio: Number(s.tankBRatio),
    tankCRatio: Number(s.tankCRatio),
  }));
}
