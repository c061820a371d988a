import './ui/fonts.css';

/**
 * The page is readable before this runs (prerendered or server-rendered HTML). Starting the
 * app is split into steps, each its own task, with the browser free in between to paint and
 * answer a tap or a scroll: one long task (evaluating React, styled-components, which takes
 * over the page's styles, and the router at once) is what blocked a phone's main thread.
 */
const nextTask = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 0);
  });

await import('react-dom/client');
await nextTask();
await import('styled-components');
await nextTask();
await import('@tanstack/react-router');
await nextTask();
// The site's shared chunk (layout, header, icons), then the route tree with every route's own
// module: evaluated together with the app's entry they made one task of about 150 ms on a
// slow phone.
await import('./ui/shell/PublicLayout');
await nextTask();
await import('./routeTree.gen');
await nextTask();
const { startApp } = await import('./app/start');
await nextTask();
await startApp(nextTask);
