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
  notPriced: '请先在计费设置中填写该机井的价格，再启用',
  coordinatesPair: '经度和纬度须同时填写或同时留空',
  planNotFound: businessMessages.notFound('巡检计划'),
  taskNotFound: businessMessages.notFound('巡检任务'),
  inspectorNotFound: '巡检人员不存在或已停用',
  firstDuePast: '首次巡检时间不能早于当前时间',
  planRunning: '该计划有巡检中的任务，请完成后再删除',
  taskNotWaiting: '只有待巡检的任务可以开始巡检',
  taskNotRunning: '只有巡检中的任务可以完成巡检',
  stationTaken: '该站点地址已被其他设备使用',
  imeiTaken: '该IMEI已被其他设备使用',
  profileUnknown: '设备协议的配置不存在，请重新选择',
  notByString: '该设备的注册方式不是注册包，请先将注册方式设为注册包并保存',
} as const;
