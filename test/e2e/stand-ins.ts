/** The chat provider's script URL in the browser tests; requests to it are answered by STAND_IN_YSF. */
export const CHAT_SCRIPT_URL = "https://chat.portline.test/sdk/ysf.js";

/**
 * Stands in for the Qiyu-style chat SDK: it takes over `window.ysf`, replays the calls queued
 * before it loaded, and records every call in `window.__ysfCalls` for the tests to read.
 */
export const STAND_IN_YSF = `
(function () {
  var queued = (window.ysf && window.ysf.a) || [];
  window.__ysfCalls = [];
  window.ysf = function () { window.__ysfCalls.push(Array.prototype.slice.call(arguments)); };
  for (var i = 0; i < queued.length; i++) window.ysf.apply(null, queued[i]);
})();`;

/** Stripe is configured on the test server so its webhooks can be sent, signed like Stripe does. */
export const STRIPE_TEST_KEY = "sk_test_e2e_portline";
export const STRIPE_TEST_WEBHOOK_SECRET = "whsec_e2e_portline_secret";
