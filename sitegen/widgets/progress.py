"""Widget "progress" of the "Your progress" page (``site/js/widgets/progress.js``)."""

from __future__ import annotations

import html

from sitegen.lessons import PageContext, course_lessons, page_meta
from sitegen.strings import text
from sitegen.widgets import widget


@widget("progress", engine=False)
def progress(context: PageContext) -> str:
    """The learner's progress: a table of the lessons (filled in the browser), reset, export
    and import. Before JavaScript runs it lists the lessons with links."""
    rows = []
    for name in course_lessons():
        meta = page_meta(name, context.lang)
        title = html.escape(str(meta.get("title", name)))
        link = html.escape(context.asset(f"{name}/"), quote=True)
        rows.append(
            f'<tr data-page="{name}/"><th scope="row"><a href="{link}">{title}</a></th>'
            '<td class="ombre-progress__status">&ndash;</td>'
            '<td class="ombre-progress__count">&ndash;</td></tr>'
        )
    lang = context.lang

    def words(key: str) -> str:
        return text(f"widget.progress.{key}", lang)

    return (
        '<div class="ombre-progress">'
        f'<p class="ombre-progress__summary" role="status">{words("summary")}</p>'
        '<div class="ombre-progress__table"><table>'
        f'<caption class="ombre-sr-only">{words("caption")}</caption>'
        f'<thead><tr><th scope="col">{words("lesson")}</th>'
        f'<th scope="col">{words("status")}</th>'
        f'<th scope="col">{words("stars")}</th></tr></thead>'
        f"<tbody>{''.join(rows)}</tbody></table></div>"
        f"<p>{words('stages')}</p>"
        '<div class="ombre-progress__notices"></div>'
        f'<h2 id="drills-to-practise">{words("practise")}</h2>'
        f'<p class="ombre-progress__missed-none">{words("missed-none")}</p>'
        '<ol class="ombre-progress__missed"></ol>'
        f'<h2 id="keep-or-move-your-progress">{words("keep")}</h2>'
        f"<p>{words('export-import')}</p>"
        '<p class="ombre-progress__actions">'
        '<button type="button" class="md-button ombre-progress__export" disabled>'
        f"{words('export')}</button> "
        f'<label class="ombre-progress__import">{words("import")} '
        '<input type="file" accept=".json,application/json" disabled></label> '
        '<button type="button" class="md-button ombre-progress__reset" disabled>'
        f"{words('reset')}</button></p>"
        '<p class="ombre-progress__message" role="status" aria-live="polite"></p>'
        '<dialog class="ombre-progress__confirm" aria-labelledby="ombre-reset-title">'
        f'<h2 id="ombre-reset-title">{words("reset-title")}</h2>'
        f"<p>{words('reset-warning')}</p>"
        '<form method="dialog" class="ombre-progress__confirm-actions">'
        '<button type="submit" value="reset" class="md-button md-button--primary">'
        f"{words('reset-yes')}</button> "
        f'<button type="submit" value="cancel" class="md-button" autofocus>{words("cancel")}'
        "</button>"
        "</form></dialog></div>"
    )
