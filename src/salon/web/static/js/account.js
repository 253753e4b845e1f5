// The account page: sign up or in (the seats of this device go with you), a forgotten
// password, and once signed in: the password, the e-mail address and the mails wished,
// privacy, signing out, deleting the account.
import { $, el } from "./dom.js";
import { longDate } from "./dates.js";
import { accountRequest, deviceSeats, keepSeats, placeToReturn } from "./account-api.js";
import { field, form } from "./forms.js";
import { mailForms } from "./account-mail.js";

const NAME = { required: true, maxlength: 40, autocomplete: "username" };
const NEW = { required: true, minlength: 8, maxlength: 200, autocomplete: "new-password" };
const OLD = { required: true, maxlength: 200, autocomplete: "current-password" };

async function welcome(url, values) {
  const answer = await accountRequest(url, { ...values, seats: deviceSeats() });
  if (answer.ok) {
    keepSeats(answer.body.seats);
    keepSeats((await accountRequest("/api/account/seats")).body?.seats);
    // In, the player goes back to the page that sent him here (the tables, a profile).
    const back = placeToReturn();
    if (back) location.assign(back);
    else await show();
  }
  return answer;
}

function signedOut(reset, sendsMail) {
  if (reset) {
    return [form("reset", "Choose a new password", [field("New password (8 characters or more)", "password", "password", NEW)],
      "Set the password", async (v) => {
        const answer = await accountRequest("/api/account/reset", { token: reset, password: v.password });
        if (!answer.ok) return answer;
        // The link is spent: the page becomes the sign-in, saying the password is changed.
        history.replaceState(null, "", location.pathname);
        await show(answer.body.said);
        return { ok: true, body: {} };
      })];
  }
  return [
    form("sign-in", "Sign in", [field("Name", "name", "text", NAME), field("Password", "password", "password", OLD)],
      "Sign in", (v) => welcome("/api/account/sign-in", v)),
    form("sign-up", "A new account", [
      field("Name", "name", "text", NAME),
      field("Password (8 characters or more)", "password", "password", NEW),
      field(sendsMail ? "E-mail (optional: only to reset a forgotten password)" : "E-mail (optional: this room sends no mail yet)",
        "email", "email", { maxlength: 254, autocomplete: "email" }),
      el("p", { class: "facts", text: "The tables you sit at on this device become your account's." }),
    ], "Sign up", ({ email, ...v }) => welcome("/api/account/sign-up", email ? { ...v, email } : v)),
    sendsMail ? form("forgot", "Forgotten password", [field("Name", "name", "text", NAME)], "Mail me a link",
      (v) => accountRequest("/api/account/reset-request", v))
      : el("section", { class: "panel-card", id: "forgot", "aria-labelledby": "forgot-title" }, el("h2", { id: "forgot-title", text: "Forgotten password" }),
        el("p", { text: "This room sends no mail, so it cannot send you a link to choose a new password. Ask whoever keeps the room." })),
  ];
}

/** A reset link opened while signed in: it may be another account's, and setting a password
 * signs its account out everywhere; so the player signs out first, in one click. */
function resetSignedIn(account) {
  return el("section", { class: "panel-card", id: "reset-signed-in", "aria-labelledby": "reset-signed-in-title" },
    el("h2", { id: "reset-signed-in-title", text: "Choose a new password" }),
    el("p", { text: `You are signed in as ${account.name}. This link chooses a new password: sign out first to use it.` }),
    el("p", {}, el("button", { type: "button", class: "primary", text: "Sign out and choose a new password",
      onclick: async () => {
        await accountRequest("/api/account/sign-out", {});
        await show();
      } })));
}

async function signedIn(account) {
  const profile = `/players/${encodeURIComponent(account.name)}`;
  const privacy = el("input", { type: "checkbox", name: "private", checked: account.private });
  privacy.addEventListener("change", () => accountRequest("/api/account/private", { private: privacy.checked }));
  const out = el("button", { type: "button", text: "Sign out", onclick: async () => {
    await accountRequest("/api/account/sign-out", {});
    await show();
  } });
  return [
    el("section", { class: "panel-card", "aria-labelledby": "you-title" },
      el("h2", { id: "you-title", text: account.name }),
      el("p", { class: "facts", text: `Member since ${longDate(account.member_since)}` }),
      el("p", {}, el("a", { class: "button primary", href: "/#/", text: "To the tables: play someone or the computer" })),
      el("p", {}, el("a", { href: profile, text: "Your profile, ratings and games" })),
      el("label", {}, privacy, " Keep my profile and games private"),
      el("p", {}, out)),
    form("password", "Change the password", [field("Present password", "old", "password", OLD),
      field("New password", "new", "password", NEW)], "Change it",
    async (v) => {
      const answer = await accountRequest("/api/account/password", v);
      return answer.ok ? { ok: true, body: { said: "Your password is changed." } } : answer;
    }),
    ...await mailForms(account, OLD),
    form("delete", "Delete the account", [
      el("p", { class: "facts", text: "Your games stay, under “a former player”." }),
      field("Password", "password", "password", OLD)], "Delete my account",
    async (v) => {
      const answer = await accountRequest("/api/account/delete", v);
      if (answer.ok) await show();
      return answer;
    }, { danger: true }),
  ];
}

async function show(notice = "") {
  const { body: asked } = await accountRequest("/api/account");
  const account = asked?.account ?? null;
  const reset = new URLSearchParams(location.hash.slice(1)).get("reset");
  $("page-title").textContent = account ? "Your account" : reset ? "A new password" : "Sign in or sign up";
  $("account-link").textContent = account ? account.name : "Sign in";
  $("content").replaceChildren(
    notice ? el("p", { class: "notice", role: "status", id: "account-notice", text: notice }) : "",
    el("div", { class: "players-grid" },
      ...(account && reset ? [resetSignedIn(account)] : []),
      ...(account ? await signedIn(account) : signedOut(reset, asked?.sends_mail !== false))));
}

show();
