// Written by sitegen/protocol_dts.py from ombre_core/protocol.py: do not edit by hand.
// Regenerate with `python -m sitegen.protocol_dts` (build.py does it too).

/** A failed reply's ``error``: ``code`` is stable, ``message`` one short sentence. */
export interface ErrorShape {
  kind: string;
  code: string;
  message: string;
}

export interface MessageDict {
  code: string;
  seat: number | null;
  params: Record<string, any>;
  seats: Record<string, number>;
}

export interface ReasonDict {
  code: string;
  message: string;
  cards: string[];
  facts?: Record<string, any>;
}

export interface PlayVerdictDict {
  card: string;
  legal: boolean;
  reason: ReasonDict;
}

export interface OutcomeDict {
  result: string;
  tricks: number[];
  vole: boolean;
  stopped: boolean;
  score: number;
}

export interface ActionValueDict {
  action: string;
  card: string | null;
  outcome: OutcomeDict | null;
  low: number;
  high: number;
}

export interface AnalysisDict {
  player: number;
  ombre: number;
  actions: ActionValueDict[];
  complete: boolean;
  nodes: number;
  seconds: number;
}

export interface ChartLevelDict {
  level: number;
  label: string;
  words: string;
}

export interface DealOutcomeDict {
  rules: string;
  contract: string;
  tricks: number[];
  pot: number;
  trump: string | null;
  ombre_hand: string | null;
  vole: boolean;
  stopped: boolean;
  surrendered: boolean;
  partner: number | null;
  forced_spadille: boolean;
  partner_hand: string | null;
  dummy: number | null;
}

export interface SettlementLineDict {
  code: string;
  message: string;
  chips: number[];
  pot_change: number;
}

export interface SettlementDict {
  result: string;
  words: string;
  codille_by: number | null;
  chips: number[];
  pot_after: number;
  lines: SettlementLineDict[];
}

export interface CalledDict {
  card: string;
  holder: number;
}

export interface PositionDict {
  contract: string;
  trump: string;
  ombre: number;
  leader: number;
  hands: string[];
  trick: string[];
  won: number[];
  ombre_hand: string | null;
  vole: boolean;
  start_hands: string[];
  called: CalledDict | null;
  forced: boolean;
}

export interface StateTrickDict {
  leader: number;
  cards: string[];
  winner: number;
}

export interface StateDict {
  rules: string;
  dealer: number;
  pot: number;
  position: PositionDict | null;
  actions: string[];
  view: Record<string, any>;
}

export interface DealRecordDict {
  seats: number[];
  number: number;
  dealer: number;
  seed: number;
  notation: string;
  ombre: number | null;
  contract: string | null;
  result: string;
  chips: number[];
  tally: number[];
  pot: number;
}

export interface SessionDict {
  rules: string;
  seed: number;
  first_dealer: number;
  cuts: any[][][];
  dealer: number;
  pot: number;
  tally: number[];
  deals: DealRecordDict[];
}

/** An action open to the seat, its button ``label``, and for an unsound bid the     ``warning``: why it is a long shot (``ombre_core.strategy.judge_bid``). */
export interface LabelledAction {
  action: string;
  label: string;
  warning?: string;
}

export interface SeatView {
  seat: number;
  cards: number;
  won: number;
  role: "ombre" | "defender" | "partner" | null;
  dealer: boolean;
  eldest: boolean;
  passed: boolean;
  ante: number;
  discarded: number;
  dummy: boolean;
  dummy_label: string | null;
}

export interface TrickCard {
  seat: number;
  card: string;
}

export interface LastTrick {
  number: number;
  cards: TrickCard[];
  winner: number;
}

export interface FinishedTrick {
  number: number;
  leader: number;
  winner: number;
  cards: TrickCard[];
  why: string;
}

export interface ExchangeView {
  discarded: string[];
  drawn: string[];
}

export interface LogEntry {
  seat: number;
  phase: string;
  action: string;
  label: string;
  messages: MessageDict[];
  text: string;
}

export interface DealResultView {
  thrown_in: boolean;
  result: string;
  words: string;
  codille_by: number | null;
  lines: SettlementLineDict[];
  returns: number[];
  chip_changes: number[];
  pot_after: number;
}

/** What one seat may see of a deal (``ombre_core.table.player_view``). */
export interface PlayerView {
  rules: string;
  dummy: number | null;
  dummy_plays: Record<string, string>;
  session_deals: number;
  seat: number | null;
  names: string[];
  phase: string;
  current_player: number;
  to_act: boolean;
  dealer: number;
  eldest: number;
  seats: SeatView[];
  hand: string[];
  legal_cards: string[];
  actions: LabelledAction[];
  discard_range: number[] | null;
  your_exchange: ExchangeView;
  contract: string | null;
  contract_value: number | null;
  ombre: number | null;
  trump: string | null;
  turned_up: string | null;
  called: string | null;
  partner_note: string | null;
  trick: TrickCard[];
  last_trick: LastTrick | null;
  tricks_done: number;
  tricks: FinishedTrick[];
  won: number[];
  talon_size: number;
  pot: number;
  pot_carried: number;
  antes: number[];
  vole: boolean;
  forced_spadille: boolean;
  gascarille: boolean;
  log: LogEntry[];
  result: DealResultView | null;
  review_problem: string | null;
}

export interface Step {
  seat: number;
  action: string;
  label: string;
}

/** ``game.new``, ``game.view``, ``game.apply``, ``game.bot``: the deal as ``seat`` sees it;     a step's action explained (``game.apply``, ``game.bot``) and the bot's ``reason``. */
export interface GameReply {
  notation: string;
  view: PlayerView;
  step?: Step;
  explanation?: string;
  reason?: string;
}

/** ``game.hint``: the action, its button ``label``, the card's ``reason`` and whose idea it     is (``source``); with ``strong`` in the play, the plan first (``idea``, naming no card). */
export interface HintReply {
  seat: number;
  action: string;
  label: string;
  reason: string;
  source: string;
  idea?: string;
}

/** The table's saved record, which the page keeps and sends back with each request. */
export interface SessionRecord {
  v: number;
  notation: string;
  tally: number[];
  deals: number;
  counted: boolean;
  seed?: number;
  first?: number;
  one?: boolean;
}

export interface TableSeat {
  seat: number;
  name: string;
  plays: number | null;
}

export interface SessionStatus {
  deal: number;
  seed: number | null;
  rules: string;
  rules_label: string;
  dealer: number;
  session_deals: number;
  talon: number;
  chip_target: number | null;
  tally: number[];
  table: TableSeat[];
  pot: number;
  deal_over: boolean;
  over: boolean;
  leaders: number[];
  next_dealer: number;
  link: string | null;
  one_deal: boolean;
}

/** Every ``session.*`` reply but ``link`` and ``rules``, and ``review.replay``. */
export interface SessionReply {
  session: SessionRecord;
  status: SessionStatus;
  notation: string;
  view: PlayerView;
  step?: Step;
  explanation?: string;
  reason?: string;
}

export interface LinkReply {
  link: string;
  seed: number;
  rules: string;
  dealer: number;
}

export interface RulesChoice {
  rules: string;
  label: string;
  seats: number;
  players: number;
}

export interface RulesChoicesReply {
  choices: RulesChoice[];
}

export interface VersionReply {
  ombre_core: string;
}

export interface CardInfo {
  code: string;
  french: string;
  spanish: string;
  title: string | null;
}

export interface SuitOrder {
  suit: string;
  is_trump: boolean;
  colour: "red" | "black";
  cards: CardInfo[];
}

export interface RankingOrders {
  trump: string;
  suits: SuitOrder[];
}

export interface ChoiceDict {
  id: string;
  label: string;
  card: string | null;
}

export interface ExerciseDict {
  kind: string;
  seed: number;
  rules: string;
  rules_name: string;
  question: string;
  data: Record<string, any>;
  answer_type: "choice" | "multi" | "order" | "number" | "chips";
  choices: ChoiceDict[];
  hint: string;
  suit_names: Record<string, string[]>;
  solution?: any;
}

export interface Feedback {
  correct: boolean;
  message: string;
  reasons: Record<string, any>[];
  solution: any;
  nudge: string;
  retry: boolean;
}

export interface PlayedCardDict {
  seat: number;
  card: string;
}

export interface TrickReviewDict {
  number: number;
  leader: number;
  cards: PlayedCardDict[];
  winner: number;
  why: string;
  decisions: number[];
}

export interface DecisionDict {
  trick: number;
  seat: number;
  action: string;
  label: string;
  learner: boolean;
  position: number | null;
}

export interface ReviewPosition {
  notation: string;
  tricks_done: number;
  to_act: number;
  action: string | null;
  trick_start: boolean;
}

/** A line of the deal review's opening: the learner's ``bid`` or ``discard``, judged. */
export interface ReviewNoteDict {
  topic: "bid" | "discard";
  sound: boolean;
  code: string;
  text: string;
}

export interface DealReviewDict {
  learner: number;
  learner_role: "ombre" | "defender" | null;
  ombre: number | null;
  contract: string | null;
  trump: string | null;
  result: string;
  final: ChartLevelDict | null;
  tricks: TrickReviewDict[];
  decisions: DecisionDict[];
  positions: ReviewPosition[];
  levels: ChartLevelDict[];
  opening: ReviewNoteDict[];
}

export interface Verdict {
  code: string;
  text: string;
  best: string[];
}

export interface TriedDict {
  action: string;
  label: string;
  verdict: Verdict;
}

/** The learner's decision over the layouts the learner could face (single dummy). */
export interface FairVerdictDict {
  code: "best" | "fine" | "mistake";
  story: "best" | "fine" | "good-bet" | "lucky" | "mistake";
  text: string;
  action: string;
  best: string;
  chances: Record<string, number>;
  best_chances: Record<string, number>;
  mean: number;
  best_mean: number;
  loss: number;
  error: number | null;
  layouts: number;
  asked: number;
  exact: boolean;
  seed: number;
}

/** A clear mistake tried again: ``better`` (accepted), ``again``, ``same`` (the card first     played) or ``solution`` (the last try missed: ``text`` gives the best bet and why). */
export interface RetryVerdictDict {
  code: "better" | "again" | "same" | "solution";
  accepted: boolean;
  text: string;
  action: string;
  best: string;
  loss: number;
}

export interface Judgement {
  value: ChartLevelDict | null;
  value_outcome: OutcomeDict | null;
  played: ChartLevelDict | null;
  played_outcome: OutcomeDict | null;
  verdict: Verdict | null;
  complete: boolean;
  seconds: number;
  tries: TriedDict[];
  fair: FairVerdictDict | null;
}

/** A Glicko-2 rating (``ombre_core.rating.Rating``): the page keeps it with progress. */
export interface RatingDict {
  rating: number;
  rd: number;
  volatility: number;
}

/** The day's deal in a preset: ``link`` starts it at the table (``session.new``). */
export interface DailyDealDict {
  date: string;
  rules: string;
  seed: number;
  dealer: number;
  link: string;
  notation: string;
}

/** The par deal (the strong bot in every seat) one step on: ``chips`` is the learner's     seat's once ``done``. */
export interface ParStepDict {
  notation: string;
  done: boolean;
  phase: string;
  tricks_done: number;
  tricks: number;
  chips: number | null;
}

/** The learner's daily deal beside the par, in words; ``line`` names no card. */
export interface DailyResultDict {
  date: string;
  rules: string;
  chips: number;
  par: number;
  hinted: boolean;
  score: string;
  contracts: string;
  line: string;
}

/** ``puzzle.views``: the puzzle's position as its player sees it, then the view after each     action of the line (a wrong answer's refutation played out). */
export interface PuzzleViews {
  views: PlayerView[];
}

/** The puzzle picked, and the score the learner expects on it (0.5: an even match). */
export interface PuzzlePick {
  id: string;
  expected: number;
}

export interface NoParams {

}

export interface TrumpParams {
  trump: string;
}

export interface ExerciseParams {
  kind: string;
  seed: number;
  rules?: string;
}

export interface ExerciseCheckParams {
  kind: string;
  seed: number;
  rules?: string;
  answer: any;
  reveal?: boolean;
}

export interface GameNewParams {
  seed: number;
  rules?: string;
  dealer?: number;
  pot?: number;
  seat?: number;  // from 0 to 4
}

export interface NotationParams {
  notation: string;
}

/** ``strong``: a strong player's hint (single-dummy analysis over ``layouts`` drawn with     ``seed``, at most ``seconds``); without it, the simple bot's. */
export interface HintParams {
  notation: string;
  strong?: boolean;
  layouts?: number;  // from 1 to 100
  seed?: number;  // from 0 to 4294967295
  seconds?: number;  // a positive number
}

export interface GameViewParams {
  notation: string;
  seat?: number;  // from 0 to 4
}

/** A puzzle's ``notation`` seen from ``seat`` (the player who decides), then each action     of ``line`` applied in turn. */
export interface PuzzleViewsParams {
  notation: string;
  seat: number;  // from 0 to 4
  line?: string[];
}

export interface GameApplyParams {
  notation: string;
  action: string;
  seat?: number;  // from 0 to 4
}

export interface GameSolveParams {
  notation: string;
  seconds?: number;  // a positive number
}

export interface SessionNewSeedParams {
  seed: number;  // from 0 to 4294967295
  rules?: "standard" | "swedish" | "tvahant" | "four-seat" | "contrabola" | "countervole" | "ombre-a-dos" | "quadrille" | "quintille";
  seat?: number;  // from 0 to 4
  one_deal?: boolean;
}

export interface SessionNewLinkParams {
  link: string;
  seat?: number;  // from 0 to 4
  one_deal?: boolean;
}

export interface SessionParams {
  session: SessionRecord;
  seat?: number;  // from 0 to 4
}

/** ``strength``: how the bot plays (``beginner`` by default; ``strong`` plays its cards by     single-dummy analysis, within ``StrongBot.at_table``'s time bound; ``steady`` as     ``StrongBot.steady``, the same cards on every machine). */
export interface SessionBotParams {
  session: SessionRecord;
  seat?: number;  // from 0 to 4
  strength?: "beginner" | "strong" | "steady";
}

export interface SessionApplyParams {
  session: SessionRecord;
  action: string;
  seat?: number;  // from 0 to 4
}

export interface SessionNextParams {
  session: SessionRecord;
  seed: number;  // from 0 to 4294967295
  rules?: "standard" | "swedish" | "tvahant" | "four-seat" | "contrabola" | "countervole" | "ombre-a-dos" | "quadrille" | "quintille" | null;
  seat?: number;  // from 0 to 4
}

export interface LinkParams {
  link: string;
}

export interface ReviewPositionParams {
  notation: string;
  action?: string | null;
  seat?: number;  // from 0 to 4
  seconds?: number;  // a positive number
  tried?: string[];
  fair?: boolean;
  layouts?: number;  // from 1 to 60
  seed?: number;  // from 0 to 4294967295
}

/** The learner tries ``action`` where the review found ``played`` a clear mistake; ``last``:     this is the last try (a miss gets the solution). */
export interface ReviewRetryParams {
  notation: string;
  action: string;
  played: string;
  seat?: number;  // from 0 to 4
  last?: boolean;
}

export interface ReviewReplayParams {
  session: SessionRecord;
  trick: number;
  seat?: number;  // from 0 to 4
}

/** One game of a rating period: the opponent's (a puzzle's) rating and RD, the score. */
export interface RatingGameDict {
  rating: number;
  rd: number;  // a positive number
  score: number;  // from 0 to 1
}

/** ``player``: the learner's rating (a new learner's when left out); ``games``: the     period's games (none: the RD widens). */
export interface RatingUpdateParams {
  player?: RatingDict;
  games: RatingGameDict[];
}

export interface PuzzleEntryDict {
  id: string;
  rating: number;
  rd: number;  // a positive number
}

/** A puzzle near ``player``'s rating (a new learner's when left out), drawn with     ``seed``, never ``previous`` (the puzzle just played). */
export interface DailyPickParams {
  puzzles: PuzzleEntryDict[];
  seed: number;  // from 0 to 4294967295
  player?: RatingDict;
  previous?: string | null;
}

/** ``date``: the UTC day, ``YYYY-MM-DD``; with ``today`` (the UTC day now) it must be     a day that can be played: from the first daily deal to today. */
export interface DailyDealParams {
  date: string;
  rules?: "standard" | "swedish";
  today?: string;
}

/** The par deal of ``date`` so far (``notation``; the day's deal when left out or null). */
export interface DailyParParams {
  date: string;
  rules?: "standard" | "swedish";
  notation?: string | null;
}

/** The learner's finished deal (``notation``) and the finished par deal (``par``) of     ``date``; ``hinted``: the learner asked for a hint. */
export interface DailyResultParams {
  date: string;
  rules?: "standard" | "swedish";
  notation: string;
  par: string;
  hinted?: boolean;
}

/** Every api method the worker answers: its parameters and its result. */
export interface EngineMethods {
  "version": { params: NoParams; result: VersionReply };
  "ranking.orders": { params: TrumpParams; result: RankingOrders };
  "exercise.new": { params: ExerciseParams; result: ExerciseDict };
  "exercise.check": { params: ExerciseCheckParams; result: Feedback };
  "exercise.solution": { params: ExerciseParams; result: Feedback };
  "game.new": { params: GameNewParams; result: GameReply };
  "game.view": { params: GameViewParams; result: GameReply };
  "game.apply": { params: GameApplyParams; result: GameReply };
  "game.hint": { params: HintParams; result: HintReply };
  "game.bot": { params: GameViewParams; result: GameReply };
  "game.solve": { params: GameSolveParams; result: AnalysisDict };
  "puzzle.views": { params: PuzzleViewsParams; result: PuzzleViews };
  "session.new": { params: SessionNewLinkParams | SessionNewSeedParams; result: SessionReply };
  "session.view": { params: SessionParams; result: SessionReply };
  "session.apply": { params: SessionApplyParams; result: SessionReply };
  "session.bot": { params: SessionBotParams; result: SessionReply };
  "session.undo": { params: SessionParams; result: SessionReply };
  "session.next": { params: SessionNextParams; result: SessionReply };
  "session.link": { params: LinkParams; result: LinkReply };
  "session.rules": { params: NoParams; result: RulesChoicesReply };
  "review.deal": { params: GameViewParams; result: DealReviewDict };
  "review.position": { params: ReviewPositionParams; result: Judgement };
  "review.retry": { params: ReviewRetryParams; result: RetryVerdictDict };
  "review.replay": { params: ReviewReplayParams; result: SessionReply };
  "rating.initial": { params: NoParams; result: RatingDict };
  "rating.update": { params: RatingUpdateParams; result: RatingDict };
  "daily.deal": { params: DailyDealParams; result: DailyDealDict };
  "daily.pick": { params: DailyPickParams; result: PuzzlePick };
  "daily.par": { params: DailyParParams; result: ParStepDict };
  "daily.result": { params: DailyResultParams; result: DailyResultDict };
}

export type EngineMethod = keyof EngineMethods;
