/*
 * Shows only the language of the path prefix (/en, /fr, none for Dutch). Without this
 * script all three languages stay visible. ES5 on purpose: old browsers read this page.
 */
(function () {
  var match = /^\/(en|fr)(\/|$)/.exec(window.location.pathname);
  var lang = match ? match[1] : 'nl';
  var sections = document.getElementsByTagName('section');
  for (var i = 0; i < sections.length; i++) {
    if (sections[i].getAttribute('lang') !== lang) sections[i].className = 'hidden';
  }
  document.documentElement.setAttribute('lang', lang);
})();
