/*
 * Runs before the app as a classic script, written in ES5 so that old browsers can run
 * it. The app itself needs module scripts and recent language features; a browser
 * without them is sent to the static page that explains which browsers work.
 */
(function () {
  var script = document.createElement('script');
  var modern =
    'noModule' in script &&
    typeof Array.prototype.at === 'function' &&
    typeof Object.hasOwn === 'function' &&
    typeof window.structuredClone === 'function' &&
    typeof window.fetch === 'function' &&
    typeof window.Promise === 'function' &&
    typeof window.Promise.allSettled === 'function';
  if (modern) return;

  var path = window.location.pathname;
  var prefix = /^\/(en|fr)(\/|$)/.exec(path);
  var target = (prefix ? '/' + prefix[1] : '') + '/browser';
  if (path === target || path === target + '/') return;
  window.location.replace(target);
})();
