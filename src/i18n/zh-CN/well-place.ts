/** Texts of the wells' places screen (the rest is shared with fertigation, business-place.ts); `equipment` is the personalised name (默认 机井). */
export const wellPlaceTexts = {
  equipCount: (equipment: string) => `${equipment}数`,
} as const;
