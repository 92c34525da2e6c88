/**
 * Indexes behind the well line's filters on the shared record and fault tables (see
 * server/docs/business-lines.md): a well's orders newest first (record findPage by well, and the
 * cancel's "is another order of this well running"), and a well's faults, as migration 003 made
 * them for the fertigation machines.
 */
export const wellLines: readonly string[] = [
  `create index usage_record_well_idx on usage_record (merchant_id, business, well_id, start_at desc, id desc)`,
  `create index fault_feedback_well_idx on fault_feedback (well_id) where well_id is not null`,
];
