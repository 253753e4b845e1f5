// The rules page's figures: each card, named in words on the page, drawn as the table draws it.
import { cardFace } from "./cards.js";

for (const card of document.querySelectorAll(".cards-figure [data-card]")) {
  card.querySelector(".symbol")?.replaceWith(cardFace(card.dataset.card));
}
