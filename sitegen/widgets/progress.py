"""Widget "progress" of the "Your progress" page (``site/js/widgets/progress.js``)."""

from __future__ import annotations

import html

from sitegen.lessons import TUTORIALS, PageContext, course_lessons, front_matter
from sitegen.widgets import widget


@widget("progress", engine=False)
def progress(context: PageContext) -> str:
    """The learner's progress: a table of the lessons (filled in the browser), reset, export
    and import. Before JavaScript runs it lists the lessons with links."""
    rows = []
    for name in course_lessons():
        meta = front_matter(TUTORIALS / name / "index.md")
        title = html.escape(str(meta.get("title", name)))
        link = html.escape(context.asset(f"{name}/"), quote=True)
        rows.append(
            f'<tr data-page="{name}/"><th scope="row"><a href="{link}">{title}</a></th>'
            '<td class="ombre-progress__status">&ndash;</td>'
            '<td class="ombre-progress__count">&ndash;</td></tr>'
        )
    return (
        '<div class="ombre-progress">'
        '<p class="ombre-progress__summary" role="status">Your progress appears here when '
        "JavaScript runs; it is stored only in this browser.</p>"
        '<div class="ombre-progress__table"><table>'
        '<caption class="ombre-sr-only">Progress per lesson</caption>'
        '<thead><tr><th scope="col">Lesson</th><th scope="col">Status</th>'
        '<th scope="col">Stars (answers)</th></tr></thead>'
        f"<tbody>{''.join(rows)}</tbody></table></div>"
        "<p>Each drill of a lesson is a stage. A stage earns a star for each right answer at "
        "the first try, up to three, and keeps them: a wrong answer takes none away. A lesson "
        "is done when every stage has a star, and mastered when every stage has three.</p>"
        '<div class="ombre-progress__notices"></div>'
        '<h2 id="drills-to-practise">Drills to practise</h2>'
        '<p class="ombre-progress__missed-none">The drills you answer wrong most often appear '
        "here.</p>"
        '<ol class="ombre-progress__missed"></ol>'
        '<h2 id="keep-or-move-your-progress">Keep or move your progress</h2>'
        "<p>Export saves your progress as a file; import loads such a file, in this or another "
        "browser. A file that cannot be read changes nothing.</p>"
        '<p class="ombre-progress__actions">'
        '<button type="button" class="md-button ombre-progress__export" disabled>'
        "Export progress</button> "
        '<label class="ombre-progress__import">Import progress from a file: '
        '<input type="file" accept=".json,application/json" disabled></label> '
        '<button type="button" class="md-button ombre-progress__reset" disabled>'
        "Reset progress…</button></p>"
        '<p class="ombre-progress__message" role="status" aria-live="polite"></p>'
        '<dialog class="ombre-progress__confirm" aria-labelledby="ombre-reset-title">'
        '<h2 id="ombre-reset-title">Reset all your progress?</h2>'
        "<p>Every exercise's attempts and successes are forgotten. Export first if you may "
        "want them back.</p>"
        '<form method="dialog" class="ombre-progress__confirm-actions">'
        '<button type="submit" value="reset" class="md-button md-button--primary">'
        "Yes, reset my progress</button> "
        '<button type="submit" value="cancel" class="md-button" autofocus>Cancel</button>'
        "</form></dialog></div>"
    )
