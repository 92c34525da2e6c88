import { wellFeedbackCalls, wellPermissions, wellPlaceCalls, wellRecordCalls } from '../../../src/api/contract';
import type { BusinessLine } from '../business/line';

/** The wells as a business line: their orders and faults name a well (`well_id`). */
export const wellLine: BusinessLine = {
  business: 'well',
  calls: { record: wellRecordCalls, feedback: wellFeedbackCalls, place: wellPlaceCalls },
  permissions: wellPermissions,
  equipment: { table: 'well', column: 'well_id' },
  async freeEquipment(trx, { merchantId, equipId }) {
    await trx
      .updateTable('well')
      .set({ running: 'leisure' })
      .where('id', '=', equipId)
      .where('merchant_id', '=', merchantId)
      .where('running', '=', 'use')
      .execute();
  },
};
