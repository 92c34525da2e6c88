import type { Build } from './bundle-sizes';

const head = `<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>农业灌溉数字化管理平台</title><style>html,body{margin:0}</style>`;

const scriptOf: Record<Build, string> = {
  esm: '<script type="module" src="/dist/esm/irr-console.js"></script>',
  light: '<script type="module" src="/dist/light/irr-console.js"></script>',
  cdn: '<script src="/dist/cdn/irr-console.js" defer></script>',
};

/** The console alone on a page (hash mode, so `#/login` opens the login screen on any path). */
export function consolePage(build: Build): string {
  return (
    `<!doctype html><html lang="zh-CN"><head>${head}${scriptOf[build]}</head>` +
    `<body><irr-console route-mode="hash"></irr-console></body></html>`
  );
}

/** The floor: the same login form as static HTML (declarative shadow DOM, same styles), no script. */
export function floorPage(styles: string, markup: string): string {
  return (
    `<!doctype html><html lang="zh-CN"><head>${head}</head><body><irr-console>` +
    `<template shadowrootmode="open"><style>${styles}</style>${markup}</template></irr-console></body></html>`
  );
}
