export { isBlank } from './blank';
export { isMobile, validateMobileOrAccount, validatePhone } from './mobile';
export { isLandline, validateContact } from './contact';
export { idCardCheckDigit, normalizeIdCard, validateIdCard } from './id-card';
export { ID_CARD_PROVINCE_CODES } from '../api/contract/money/id-card-provinces';
export { validateIdCardBack, validateIdCardFront, type UploadedPhoto } from './id-card-photos';
export { sanitizeShareRate, validateShareRate } from './share-rate';
export { recalculateRefundAmount, refundAmountFen, sanitizeRefundCount, validateRefundCount } from './refund';
export {
  finalizeNumberInput,
  sanitizeFloat,
  sanitizeInteger,
  sanitizeNumberInput,
  sanitizeOneDecimal,
  type NumberInputOptions,
} from './number-input';
export { AMOUNT_DECIMALS, formatFen, parseYuanToFen } from './money';
export { formatScaled, toScaledInteger } from './scaled-decimal';
export {
  formatAmount,
  formatFigureCell,
  formatFixed,
  formatLargeNumber,
  formatSignal,
  groupThousands,
  SCIENTIFIC_THRESHOLD_DIGITS,
  SIGNAL_DECIMALS,
} from './format';
export {
  checkUploadCount,
  checkUploadFile,
  CONSOLE_UPLOAD_RULES,
  formatFileSize,
  secondUploadRules,
  SECOND_UPLOAD_DEFAULT_COUNT,
  SECOND_UPLOAD_DEFAULT_KB,
  SECOND_UPLOAD_FALLBACK_KB,
  type UploadRules,
} from './upload';
export { isSameMonth, monthLimitedDisabledDate, validateSameMonthRange } from './date-range';
export { validateLogin, type LoginForm } from './login';
export { validateFieldPassword, validateHeartbeat, validateImei, validateStation } from './device-link';
export {
  FERTIGATION_PARAM_FIELDS,
  FERTIGATION_PARAM_RULES,
  validateFertigationParams,
  validateParamField,
  type FertigationParamField,
  type FertigationParamValues,
  type ParamRule,
} from './fertigation-param';
export { validateBoundedDecimal } from './bounded-decimal';
export {
  WELL_PARAM_FIELDS,
  WELL_PARAM_RULES,
  validateWellParamField,
  validateWellParams,
  type WellParamField,
  type WellParamValues,
} from './well-param';
export { WELL_PRICE_RULE, validateWellBilling, type WellBillingValues } from './well-billing';
export { validateCoordinate, validateCoordinatePair } from './coordinate';
export { PERMIT_NO_MAX, validatePermitNo, validatePermitVolume } from './well-permit';
export { optionalCardNo, validateOptionalCardNo } from './card-no';
