// A challenge mail's link: the player confirms his answer (accept or decline) with one button,
// so that a mail program looking at the link answers nothing; the token says which answer.
import { accountRequest } from "./account-api.js";

const query = new URLSearchParams(location.search);
const token = query.get("token") ?? "";
const BUTTON = { accept: "Accept the challenge", decline: "Decline the challenge" };
const button = document.getElementById("answer");
button.textContent = BUTTON[query.get("answer")] ?? "Send my answer";
// Who challenges, to what: told before the answer is sent (telling answers nothing).
accountRequest("/api/challenge/about", { token }).then(({ ok, body }) => {
  if (ok) document.getElementById("said").textContent = `${body.said} Your answer:`;
  else document.getElementById("page-error").textContent = body?.detail ?? "";
});
button.addEventListener("click", async () => {
  button.disabled = true;
  const { ok, body } = await accountRequest("/api/challenge", { token });
  document.getElementById("page-error").textContent = ok ? "" : body?.detail ?? "That did not work.";
  if (!ok) return;
  document.getElementById("said").textContent = body.said;
  button.hidden = true;
  if (body.table) {
    document.getElementById("table-link").href = `/#/t/${encodeURIComponent(body.table)}`;
    document.getElementById("next").hidden = false;
  }
});
