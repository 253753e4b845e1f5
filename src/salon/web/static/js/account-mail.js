// The account's mails: the address they go to (changed with the password said again) and
// which mails the player wants: his turn at a turn-based table, a challenge, a game's end.
import { el } from "./dom.js";
import { accountRequest } from "./account-api.js";
import { field, form } from "./forms.js";

const KINDS = [
  ["turn", "My turn at a turn-based table I am away from (one mail a day at most for each)"],
  ["challenge", "A challenge made to me"],
  ["ended", "The end of a game of mine"],
];

const tick = (name, label, checked) => el("label", { class: "tick" },
  el("input", { type: "checkbox", name, checked }), " ", label);

/** The two forms of the account's mails, or none if the server does not answer. */
export async function mailForms(account, passwordAttrs) {
  const { ok, body: wishes } = await accountRequest("/api/account/mail");
  if (!ok) return [];
  const note = el("p", { class: "facts", id: "mails-note" });
  const notice = () => {
    note.textContent = !wishes.mail ? "This server sends no mail: your choices are kept for when it does."
      : account.email ? "Each mail ends with a link that stops that kind of mail in one click."
        : "Give an e-mail address above to get these mails.";
  };
  const address = form("email", "Your e-mail address", [
    field("E-mail (leave it empty for none)", "email", "email",
      { maxlength: 254, autocomplete: "email", value: account.email ?? "" }),
    field("Your password, to change it", "password", "password", passwordAttrs),
  ], "Save the address", async (values) => {
    const answer = await accountRequest("/api/account/email",
      { email: values.email ?? "", password: values.password });
    address.elements.password.value = "";
    if (answer.ok) {
      account.email = answer.body.address;
      notice();
    }
    return answer;
  });
  const mails = form("mails", "What salon mails you", [
    el("fieldset", {}, el("legend", { text: "Mail me about" }),
      ...KINDS.map(([name, label]) => tick(name, label, wishes[name]))),
    note,
  ], "Save my choices", async (values) => {
    const chosen = Object.fromEntries(KINDS.map(([name]) => [name, values[name] === "on"]));
    const answer = await accountRequest("/api/account/mail", chosen);
    return answer.ok ? { ok: true, body: { said: "Your choices are saved." } } : answer;
  });
  notice();
  return [address, mails];
}
