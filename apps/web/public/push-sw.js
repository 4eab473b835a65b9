// Push notices of a followed team, imported into the Workbox service worker (/sw.js, vite.config.ts).
// The body is the notice the server encrypted for this browser: { title, body, url, tag }.

self.addEventListener('push', (event) => {
  let notice = {};
  try {
    notice = event.data ? event.data.json() : {};
  } catch {
    notice = { body: event.data ? event.data.text() : '' };
  }
  const title = notice.title || 'Prague Handball Cup';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: notice.body || '',
      icon: '/pwa-192x192.png',
      badge: '/pwa-192x192.png',
      // A newer notice of the same match replaces the older one, and still rings.
      tag: notice.tag || undefined,
      renotify: Boolean(notice.tag),
      data: { url: notice.url || '/results' },
    }),
  );
});

// A tap focuses the match page when it is open, else opens it.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/results', self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      // The language prefix (/en/…) is dropped once the page has opened: the same match is the same page.
      const path = (href) => new URL(href).pathname.replace(/^\/(cs|en)(?=\/)/, '');
      const open = windows.find((client) => path(client.url) === path(target.href));
      if (open) return open.focus();
      return self.clients.openWindow(target.href);
    })(),
  );
});
