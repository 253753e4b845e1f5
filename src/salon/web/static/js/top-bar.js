// The top bar of a page with no other script for it: the account link names who is signed in.
// The rules opened from a table (/rules?back=TABLE): the page's way back leads to that table.
import { showAccountLink } from "./account-api.js";

showAccountLink(document.getElementById("account-link"));

const back = new URLSearchParams(location.search).get("back");
const backLink = document.getElementById("rules-back");
if (backLink && back && /^[A-Za-z0-9_-]{1,40}$/.test(back)) {
  backLink.href = `/#/t/${encodeURIComponent(back)}`;
  backLink.textContent = "Back to the table";
}
