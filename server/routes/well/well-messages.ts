import { businessMessages } from '../business/messages';

/** Refusals of the well calls (HTTP 200, errorCode 1), worded for the operator: the lines' shared ones and the wells' own. */
export const wellMessages = {
  ...businessMessages,
  wellNotFound: businessMessages.notFound('机井'),
  placeNotFound: businessMessages.notFound('村镇'),
  pumpingStop: '机井正在抽水，请结束后再停用',
  pumpingMove: '机井正在抽水，不能更换村镇',
  alreadyStopped: '机井已停用',
  onlyStoppedEnable: '只有已停用的机井可以启用',
  coordinatesPair: '经度和纬度须同时填写或同时留空',
} as const;
