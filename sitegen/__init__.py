"""Build-time helpers for the course site: assets, lesson rendering, example checks, serving.

Used by ``build.py`` and by the MkDocs hooks in ``site/hooks/``; never shipped to the browser.
"""
