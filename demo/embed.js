// The mock portal's page script (demo/embed.html): the event log, the filters, and the one-time code
// from the portal's server handed to the elements.
const reference = document.querySelector('meta[name="irr-reference-origin"]').content;
const error = document.getElementById('portal-error');
const table = document.getElementById('wells');
const log = (text) => {
  const item = document.createElement('li');
  item.textContent = text;
  document.getElementById('events').prepend(item);
};

if (reference.startsWith('__')) {
  // Opened as a plain file of the reference server: this page belongs on the portal's origin.
  const portal = `${location.protocol}//${location.hostname}:${Number(location.port || 80) + 1}/embed.html`;
  error.innerHTML = `此页面属于示例门户，请打开 <a href="${portal}">${portal}</a>（npm start 在 PORT + 1 上运行门户）。`;
} else {
  for (const type of ['irr-well-select', 'irr-notice-open', 'irr-error']) {
    document.addEventListener(type, (event) =>
      log(`${type} ${JSON.stringify(event.detail, (key, value) => (key === 'well' ? { id: value.id, name: value.name } : value))}`),
    );
  }
  document.addEventListener('irr-well-select', (event) => {
    const { well } = event.detail;
    document.getElementById('selected').textContent = `${well.name}（${well.cd}），${well.placeName}`;
  });
  document.getElementById('status-filter').addEventListener('change', (event) => {
    if (event.target.value) table.setAttribute('status', event.target.value);
    else table.removeAttribute('status');
  });
  document.getElementById('size-filter').addEventListener('change', (event) => {
    table.pageSize = Number(event.target.value);
  });

  // The portal's server asked the reference server for a one-time code (its merchant key stays
  // on the server); every element gets the same code and the page exchanges it once.
  const answer = await fetch('/portal/code').then((res) => res.json().then((body) => ({ ok: res.ok, body })));
  if (!answer.ok) error.textContent = `门户未能取得授权码：${answer.body.message}`;
  else
    for (const element of document.querySelectorAll('irr-notice-bell, irr-well-table'))
      element.setAttribute('authorization-code', answer.body.authorizationCode);
}
