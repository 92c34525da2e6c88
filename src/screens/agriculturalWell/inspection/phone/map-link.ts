import type { TaskRow } from '../../../../api/contract/well/inspection';

/**
 * The well's location in AMap (高德地图), null when the well has no coordinates. AMap is the map
 * most Chinese phones carry; its URI opens the app when installed (`callnative=1`) and its web map
 * otherwise, in any browser. The wells' coordinates are WGS-84 and Chinese maps draw GCJ-02:
 * `coordinate=wgs84` has AMap convert them, else the pin lands hundreds of metres off. A `geo:` URI
 * opens nothing in most Chinese phone browsers and in WeChat.
 */
export function amapMarkerUrl(task: Pick<TaskRow, 'wellLongitude' | 'wellLatitude' | 'wellName' | 'wellCd'>): string | null {
  if (task.wellLongitude === null || task.wellLatitude === null) return null;
  const query = new URLSearchParams({
    position: `${task.wellLongitude},${task.wellLatitude}`,
    name: `${task.wellName}(${task.wellCd})`,
    src: 'irr-console',
    coordinate: 'wgs84',
    callnative: '1',
  });
  return `https://uri.amap.com/marker?${query.toString()}`;
}
