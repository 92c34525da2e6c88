import { fertigationFeedbackCalls, fertigationPermissions, fertigationPlaceCalls, fertigationRecordCalls } from '../../../src/api/contract';
import type { BusinessLine } from '../business/line';

/** Fertigation as a business line: its orders and faults name a machine (`equip_id`). */
export const fertigationLine: BusinessLine = {
  business: 'fertigation',
  calls: { record: fertigationRecordCalls, feedback: fertigationFeedbackCalls, place: fertigationPlaceCalls },
  permissions: fertigationPermissions,
  equipment: { table: 'fertigation_equip', column: 'equip_id' },
  async freeEquipment(trx, { merchantId, equipId }) {
    await trx
      .updateTable('fertigation_equip')
      .set({ run_state: 'AVAILABLE' })
      .where('id', '=', equipId)
      .where('merchant_id', '=', merchantId)
      .where('run_state', '=', 'OCCUPY')
      .execute();
  },
};
