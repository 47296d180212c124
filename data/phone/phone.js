// The phone page of a CityBox seat: it shows what CityBox sends this seat (its hand, its legal
// actions, a reaction's countdown, the scores, the public log) and sends the actions tapped. The
// link's fragment holds the seat and its token (#s=1&t=...): it never reaches a server log.
// Plain JavaScript, no library, nothing fetched from elsewhere. Messages: src/match/wire.h.
"use strict";

const WORDS = {
  en: {
    connecting: "Connecting…", lost: "Connection lost: trying again…",
    refusedLink: "This link no longer works: scan the code on the screen again.",
    yourTurn: "Your turn", waiting: "Waiting for {name}", react: "Quick: react now!",
    over: "Game over", youWin: "Game over: you win!", wins: "Game over: {who} wins",
    share: "Game over: {who} share the win", hand: "Your hand", actions: "What you can do", scores: "Scores",
    log: "What happened", noActions: "Nothing to do now.", seat: "Seat {n}", lang: "FR",
    claim: "Claim: {what}", stale: "The table moved on: tap again.",
    elsewhere: "This seat is now played on another device.",
    othersReact: "The others may react…",
    passed: "You pass: the table goes on when the countdown ends.",
    codeLabel: "The six digits shown on the screen beside the address:", join: "Take my seat",
    badCode: "That code does not open a seat: look at the screen again."
  },
  fr: {
    connecting: "Connexion…", lost: "Connexion perdue : nouvel essai…",
    refusedLink: "Ce lien ne marche plus : scannez à nouveau le code affiché à l’écran.",
    yourTurn: "À vous de jouer", waiting: "On attend {name}", react: "Vite : réagissez !",
    over: "Partie terminée", youWin: "Partie terminée : vous gagnez !",
    wins: "Partie terminée : {who} gagne", share: "Partie terminée : {who} se partagent la victoire",
    hand: "Votre main", actions: "Ce que vous pouvez faire",
    scores: "Scores", log: "Ce qui s’est passé", noActions: "Rien à faire pour l’instant.",
    seat: "Place {n}", lang: "EN", claim: "Réclamer : {what}",
    stale: "La table a avancé : touchez à nouveau.",
    elsewhere: "Cette place est maintenant jouée sur un autre appareil.",
    othersReact: "Les autres peuvent réagir…",
    passed: "Vous passez : la partie reprend à la fin du compte à rebours.",
    codeLabel: "Les six chiffres affichés à l’écran à côté de l’adresse :",
    join: "Prendre ma place",
    badCode: "Ce code n’ouvre aucune place : regardez à nouveau l’écran."
  }
};

const params = new URLSearchParams(location.hash.slice(1));
let token = params.get("t") || "";
let code = ""; // typed on the page when the address was typed, not scanned
const $ = (id) => document.getElementById(id);
let lang = (localStorage.getItem("citybox-lang") ||
            (navigator.language || "en")).slice(0, 2) === "fr" ? "fr" : "en";
let ws = null, last = null, retry = 0, reactEnd = 0, sent = false;
let passedSeq = -1; // the view in whose window this seat passed (the host waits for the countdown)

function t(key, vars) {
  let s = WORDS[lang][key] || WORDS.en[key] || key;
  for (const k in vars || {}) s = s.replace("{" + k + "}", vars[k]);
  return s;
}

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

// An action's words: its text with a card's or tile's key shown by its name.
function label(action, hand) {
  let words = action;
  for (const c of hand) if (c.key) words = words.split(c.key).join(c.name);
  return words;
}

function send(obj) {
  if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(obj));
}

function act(text) {
  if (!last || sent) return;
  sent = true; // one tap, one action: the next view enables the buttons again
  // a pass in a window: the host applies every pass when the countdown ends (the same wait for
  // everyone, so a quick pass tells nobody there was no card); the page says it was taken
  if (text === "pass" && last.react_ms >= 0) {
    passedSeq = last.seq;
    $("prompt").textContent = t("passed");
  }
  for (const b of document.querySelectorAll("#actions button, #claim")) b.disabled = true;
  for (const d of document.querySelectorAll("#city .pick")) d.onclick = null;
  send({ t: "act", a: text, seq: last.seq });
}

function render() {
  document.documentElement.lang = lang;
  $("lang").textContent = t("lang");
  if (!$("join").hidden) { // the code's form, in the language just chosen
    $("code-label").textContent = t("codeLabel");
    $("go").textContent = t("join");
  }
  if (!last) return;
  const m = last, me = m.seat;
  const hand = (m.hand && (m.hand.cards || m.hand.tiles)) || [];
  $("title").replaceChildren(swatch(m, me), (m.names[me] || t("seat", { n: me + 1 })) + " · CityBox");
  const turn = $("turn");
  turn.className = m.turn.mine ? "mine" : "";
  turn.textContent = m.over ? overText(m)
    : m.react_ms >= 0 ? t("react")
    : m.turn.mine ? t("yourTurn")
    : m.turn.player === me ? t("othersReact")
    : t("waiting", { name: m.names[m.turn.player] || "…" });
  $("hand-title").textContent = hand.length ? t("hand") : "";
  const ul = $("hand");
  ul.replaceChildren();
  for (const c of hand) {
    const li = el("li");
    li.append(el("span", "n", "×" + c.n), el("b", "", c.name));
    if (c.text) li.append(el("div", "text", c.text));
    ul.append(li);
  }
  const acts = m.actions || [];
  const held = m.hand && m.hand.held;
  const passed = m.react_ms >= 0 && passedSeq === m.seq;
  $("prompt").textContent = passed ? t("passed")
    : (held ? held + " — " : "") + ((m.hand && m.hand.prompt) || "");
  renderCity(m, acts);
  // each button's words: the host's (in this page's language), else the action's text form
  const words = (a) => (m.labels && m.labels[acts.indexOf(a)]) || label(a, hand);
  $("actions-title").textContent = m.over ? "" : t("actions");
  const box = $("actions");
  box.replaceChildren();
  if (!acts.length && !m.over) box.append(el("p", "", t("noActions")));
  // a reaction window: its countdown for every asked seat; a claim gets the big button, "pass"
  // stays small
  const asked = m.react_ms >= 0 && acts.length > 0;
  const claim = asked ? acts.find((a) => a !== "pass") : undefined;
  $("react").hidden = !asked;
  $("claim").hidden = claim === undefined;
  if (asked) {
    reactEnd = performance.now() + m.react_ms;
    reactTotal = Math.max(m.react_ms, 1);
  }
  if (claim !== undefined) {
    $("claim").textContent = m.labels ? words(claim) : t("claim", { what: label(claim, hand) });
    $("claim").onclick = () => act(claim);
  }
  $("claim").disabled = sent || passed; // a new view: a new tap (act() disabled it)
  for (const a of acts) {
    if (a === claim) continue;
    const b = el("button", "", words(a));
    b.type = "button";
    b.dataset.a = a;
    b.disabled = sent || passed; // drawn again with no new view (a language change): still sent
    b.onclick = () => act(a);
    box.append(b);
  }
  $("scores-title").textContent = t("scores");
  const ol = $("scores");
  ol.replaceChildren();
  (m.scores || []).forEach((s, i) => {
    const li = el("li", i === me ? "me" : ""), name = el("span", "");
    name.append(swatch(m, i), m.names[i] || t("seat", { n: i + 1 }));
    li.append(name, el("span", "", String(s)));
    ol.append(li);
  });
  $("log-title").textContent = m.log && m.log.length ? t("log") : "";
  const log = $("log");
  log.replaceChildren();
  for (const line of (m.log || []).slice().reverse()) log.append(el("li", "", line));
}

// The end, with who won (the seats ranked first, as the shared screen ranks them).
function overText(m) {
  const w = m.winners || [];
  if (!w.length) return t("over");
  if (w.length === 1 && w[0] === m.seat) return t("youWin");
  const who = w.map((i) => m.names[i] || t("seat", { n: i + 1 })).join(" & ");
  return t(w.length === 1 ? "wins" : "share", { who: who });
}

// A seat's colour on the shared screen, and as a small round swatch.
const colour = (m, seat) => (m.colors && m.colors[seat]) || "#b9c4dc";
function swatch(m, seat) {
  const e = el("span", "swatch");
  e.style.background = colour(m, seat);
  return e;
}

// Infinite City's map: the city the shared screen shows, x to the right and y down. A spot or a
// tile some action names ("place 1,-2", "bank 2,0 p2") is lit; a tap on it plays that action, or
// when there are several (a Bank's swap with one of two players), rings their buttons.
function renderCity(m, acts) {
  const box = $("city"), city = m.hand && m.hand.city;
  box.hidden = !city;
  box.replaceChildren();
  if (!city) return;
  const picks = new Map();
  for (const a of acts) {
    const r = /(-?\d+),(-?\d+)/.exec(a);
    if (!r) continue;
    const key = r[1] + "," + r[2];
    if (!picks.has(key)) picks.set(key, []);
    picks.get(key).push(a);
  }
  const cells = new Map();
  for (const c of city) cells.set(c[0] + "," + c[1], c);
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const key of [...cells.keys(), ...picks.keys()]) {
    const [x, y] = key.split(",").map(Number);
    x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x); y1 = Math.max(y1, y);
  }
  if (x0 > x1) { box.hidden = true; return; }
  const w = x1 - x0 + 1;
  const size = Math.max(38, Math.min(56, Math.floor(((box.clientWidth || 330) - 8) / w) - 2));
  box.style.gridTemplateColumns = "repeat(" + w + ", " + size + "px)";
  box.style.gridAutoRows = size + "px";
  let first = null;
  const place = (d, x, y) => {
    d.style.gridColumn = String(x - x0 + 1);
    d.style.gridRow = String(y - y0 + 1);
    box.append(d);
  };
  for (const [key, c] of cells) {
    const d = el("div", c[2] ? "tile" : "down", c[2]);
    const toks = el("span", "toks");
    (c[3] || []).forEach((n, p) => {
      for (let k = 0; k < n; k++) {
        const dot = el("span", "tok");
        dot.style.background = colour(m, p);
        toks.append(dot);
      }
    });
    d.append(toks);
    if (m.hand.last && m.hand.last[0] === c[0] && m.hand.last[1] === c[1]) d.classList.add("last");
    d.title = c[0] + "," + c[1];
    d.setAttribute("aria-label", (c[2] || "?") + " " + d.title);
    place(d, c[0], c[1]);
    if (picks.has(key)) first = pick(d, picks.get(key), first);
  }
  for (const [key, list] of picks) {
    if (cells.has(key)) continue;
    const [x, y] = key.split(",").map(Number);
    const d = el("div", "spot");
    d.title = key;
    if (m.hand.held) d.setAttribute("aria-label", m.hand.held + " " + key);
    place(d, x, y);
    first = pick(d, list, first);
  }
  if (first) box.scrollLeft = Math.max(0, first.offsetLeft - box.clientWidth / 2);
}

function pick(d, list, first) {
  d.classList.add("pick");
  d.setAttribute("role", "button");
  d.tabIndex = 0; // a keyboard or a screen reader reaches it as it does a button
  d.onkeydown = (e) => {
    if (e.key === "Enter" || e.key === " ") { e.preventDefault(); d.click(); }
  };
  d.dataset.a = list.join("|");
  d.onclick = () => {
    if (list.length === 1) return act(list[0]);
    for (const b of document.querySelectorAll("#actions button"))
      b.classList.toggle("pick", list.includes(b.dataset.a));
    document.querySelector("#actions button.pick")?.scrollIntoView({ block: "center" });
  };
  return first || d;
}

let reactTotal = 1;
function tick() {
  if (!$("react").hidden) {
    const left = Math.max(0, reactEnd - performance.now());
    $("sand").style.width = (100 * left / reactTotal).toFixed(1) + "%";
  }
  requestAnimationFrame(tick);
}

function status(on, text) {
  $("status").className = on ? "dot" : "dot off";
  if (text !== undefined) $("turn").textContent = text;
}

function connect() {
  status(false, last ? undefined : t("connecting"));
  ws = new WebSocket("ws://" + location.host + "/", "citybox-phone");
  ws.onopen = () => {
    retry = 0;
    status(true);
    send(token ? { t: "hello", token: token } : { t: "join", code: code });
    send({ t: "lang", lang: lang });
  };
  ws.onmessage = (e) => {
    let m;
    try { m = JSON.parse(e.data); } catch (err) { return; }
    if (m.t === "seat") { // a right code: the seat's link, kept for reloads and reconnections
      token = m.token;
      history.replaceState(null, "", "#s=" + m.seat + "&t=" + m.token);
      $("join").hidden = true;
    } else if (m.t === "view") {
      last = m;
      sent = false;
      $("refused").textContent = "";
      render();
    } else if (m.t === "refused") {
      sent = false;
      $("refused").textContent = m.why === "stale" ? t("stale") : m.why;
      render();
    }
  };
  ws.onclose = (e) => {
    status(false);
    if (e.code === 4001 && !token) { // a wrong code: try again
      askCode(t("badCode"));
      return;
    }
    if (e.code === 4001) { // a wrong, old or renewed token: this link is dead
      $("turn").textContent = t("refusedLink");
      $("refused").textContent = "";
      return;
    }
    if (e.code === 4002) { // the seat's link was opened on another device, which has it now
      $("turn").textContent = t("elsewhere");
      $("refused").textContent = "";
      return;
    }
    $("refused").textContent = t("lost");
    retry = Math.min(retry + 1, 5);
    setTimeout(connect, 500 * retry); // the same token gets the seat back where it was
  };
}

$("lang").onclick = () => {
  lang = lang === "fr" ? "en" : "fr";
  localStorage.setItem("citybox-lang", lang);
  send({ t: "lang", lang: lang });
  render();
};
// The short address typed by hand: the seat's code, then the seat
function askCode(why) {
  $("join").hidden = false;
  $("code-label").textContent = t("codeLabel");
  $("go").textContent = t("join");
  $("refused").textContent = why || "";
  $("turn").textContent = "";
  $("code").focus();
}
$("join").onsubmit = (e) => {
  e.preventDefault();
  code = $("code").value.replace(/\D/g, "");
  if (code.length !== 6) return;
  $("join").hidden = true;
  connect();
};
render();
if (token) connect(); else askCode();
requestAnimationFrame(tick);
