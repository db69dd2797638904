"""Settings shared by every test folder."""

from hypothesis import settings

# No deadline: a property's examples are judged by what they return, never by how long they take
# (a deadline is a timed assert, and fails on a loaded machine).
settings.register_profile("ombre", deadline=None)
settings.load_profile("ombre")
