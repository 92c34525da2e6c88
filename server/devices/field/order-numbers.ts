/**
 * A controller numbers its orders itself (1, 2, 3… on each controller), while an order number is
 * unique among all the server's orders: the server's number of a controller's order puts the
 * device in front (`T<device id>-<controller's number>`), and the answer to the controller carries
 * the controller's own number back.
 */
export const serverOrderNo = (deviceId: number, orderNo: string) => `T${deviceId}-${orderNo}`;

export function controllerOrderNo(deviceId: number, orderNo: string): string {
  const prefix = `T${deviceId}-`;
  return orderNo.startsWith(prefix) ? orderNo.slice(prefix.length) : orderNo;
}
