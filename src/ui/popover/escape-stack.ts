/** Open popovers, newest last: Escape closes only the newest one. */
const stack: symbol[] = [];

export function pushEscapeLayer(id: symbol): () => void {
  stack.push(id);
  return () => {
    const at = stack.indexOf(id);
    if (at >= 0) stack.splice(at, 1);
  };
}

export function isTopEscapeLayer(id: symbol): boolean {
  return stack[stack.length - 1] === id;
}
