/** Texts of the wells' records and fault-feedback screens (the rest is shared with fertigation, business-record.ts). */
export const wellRecordTexts = { table: '用水记录', keyword: '订单号/手机号' } as const;

export const wellFeedbackTexts = { table: '故障反馈' } as const;
