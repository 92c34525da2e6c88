/**
 * First two digits of a resident ID (GB/T 2260 provincial divisions): the 31 mainland provinces,
 * Taiwan (71), Hong Kong (81) and Macau (82).
 */
export const ID_CARD_PROVINCE_CODES: ReadonlySet<string> = new Set([
  '11', '12', '13', '14', '15',
  '21', '22', '23',
  '31', '32', '33', '34', '35', '36', '37',
  '41', '42', '43', '44', '45', '46',
  '50', '51', '52', '53', '54',
  '61', '62', '63', '64', '65',
  '71', '81', '82',
]);
