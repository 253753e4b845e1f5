// A challenge mail's link: the player confirms his answer (accept or decline) with one button,
// so that a mail program looking at the link answers nothing; the token says which answer.
// A link that is not whole or not good says so, and offers no answer.
import { accountRequest, refusalWords } from "./account-api.js";

const query = new URLSearchParams(location.search);
const token = query.get("token") ?? "";
const BUTTON = { accept: "Accept the challenge", decline: "Decline the challenge" };
const button = document.getElementById("answer");
const said = document.getElementById("said");
const error = document.getElementById("page-error");

function refused(words) {
  document.getElementById("title").textContent = "A challenge link that does not open";
  said.hidden = true;
  button.hidden = true;
  error.textContent = words;
}

// Who challenges, to what: told before the answer is sent (telling answers nothing).
if (!token) refused("This challenge link is incomplete: open it again from the mail, whole.");
else {
  accountRequest("/api/challenge/about", { token }).then((answer) => {
    if (!answer.ok) { refused(refusalWords(answer)); return; }
    if (answer.body.answer === null) { answered(answer.body); return; }
    said.textContent = `${answer.body.said} Your answer:`;
    button.textContent = BUTTON[answer.body.answer] ?? BUTTON[query.get("answer")] ?? "Send my answer";
    button.hidden = false;
  });
}
/** A challenge answered already (by the mail's other link, or in the room), or withdrawn:
 * what became of it, and its table if this player accepted it; no answer to send. */
function answered(body) {
  said.textContent = `${body.said[0].toUpperCase()}${body.said.slice(1)}.`;
  showTable(body.table);
}

function showTable(id) {
  if (!id) return;
  document.getElementById("table-link").href = `/#/t/${encodeURIComponent(id)}`;
  document.getElementById("next").hidden = false;
}

button.addEventListener("click", async () => {
  button.disabled = true;
  const answer = await accountRequest("/api/challenge", { token });
  error.textContent = answer.ok ? "" : refusalWords(answer);
  if (!answer.ok) return;
  said.textContent = answer.body.said;
  button.hidden = true;
  showTable(answer.body.table);
});
