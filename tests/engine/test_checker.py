"""ombre_core.checker: the one check of a request's parameters against the protocol.

No ``from __future__ import annotations`` here (nor in ombre_core/protocol.py): with string
annotations Python 3.11's ``TypedDict`` misreads which keys are ``NotRequired``."""

from typing import Annotated, Any, Literal, NotRequired, TypedDict

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ombre_core.api import CHOICES, dispatch
from ombre_core.checker import check_params, is_whole_number, range_words
from ombre_core.errors import ApiError
from ombre_core.protocol import PROTOCOL, SEAT_LIMIT, Choices, Range, ReadBy
from ombre_core.rules import MAX_PLAYERS


class Inner(TypedDict):
    card: str


class Sample(TypedDict):
    seed: int
    name: NotRequired[str]
    flag: NotRequired[bool]
    seconds: NotRequired[Annotated[float, Range(above=0)]]
    seat: NotRequired[Annotated[int, Range(0, 4)]]
    tried: NotRequired[list[str]]
    suit: NotRequired[Literal["hearts", "spades"]]
    rules: NotRequired[Annotated[str, Choices("words")] | None]
    inner: NotRequired[Inner]
    record: NotRequired[Annotated[Inner, ReadBy("elsewhere")]]
    answer: NotRequired[Any]


class First(TypedDict):
    link: str


class Second(TypedDict):
    seed: int


WORDS = {"words": lambda: ("standard", "swedish")}


def refusal(params: Any, kind: Any = Sample) -> tuple[str, str]:
    with pytest.raises(ApiError) as caught:
        check_params(kind, params, WORDS)
    return caught.value.code, caught.value.message


def test_a_good_request_comes_back_unchanged() -> None:
    params = {
        "seed": 3,
        "name": "x",
        "flag": False,
        "seconds": 2,
        "seat": 4,
        "tried": ["pass", "play As"],
        "suit": "hearts",
        "rules": None,
        "inner": {"card": "Kh"},
        "record": "anything: its reader checks it",
        "answer": [1, {"a": None}],
    }
    assert check_params(Sample, params, WORDS) is params
    assert check_params(Sample, {"seed": 0, "rules": "swedish", "seconds": 0.5}, WORDS)


@pytest.mark.parametrize(
    ("params", "code", "words"),
    [
        ({}, "missing-param", "parameter 'seed' is required"),
        ({"seed": True}, "bad-param", "'seed' must be an integer, not True"),
        ({"seed": 1.0}, "bad-param", "'seed' must be an integer"),
        ({"seed": "1"}, "bad-param", "'seed' must be an integer"),
        ({"seed": None}, "bad-param", "'seed' must be an integer, not None"),
        ({"seed": 1, "name": 5}, "bad-param", "'name' must be a string, not 5"),
        ({"seed": 1, "flag": 1}, "bad-param", "'flag' must be true or false"),
        ({"seed": 1, "seconds": 0}, "bad-param", "'seconds' must be a positive number, not 0"),
        ({"seed": 1, "seconds": -2.5}, "bad-param", "'seconds' must be a positive number"),
        ({"seed": 1, "seconds": False}, "bad-param", "'seconds' must be a number"),
        ({"seed": 1, "seat": 5}, "bad-param", "'seat' must be from 0 to 4, not 5"),
        ({"seed": 1, "seat": -1}, "bad-param", "'seat' must be from 0 to 4, not -1"),
        ({"seed": 1, "seat": True}, "bad-param", "'seat' must be an integer"),
        ({"seed": 1, "tried": "pass"}, "bad-param", "'tried' must be a list"),
        ({"seed": 1, "tried": ["pass", 3]}, "bad-param", "'tried[1]' must be a string"),
        ({"seed": 1, "suit": "mauve"}, "bad-param", "'suit' must be one of hearts, spades"),
        ({"seed": 1, "rules": "bridge"}, "bad-param", "must be one of standard, swedish"),
        ({"seed": 1, "rules": 3}, "bad-param", "'rules' must be"),
        ({"seed": 1, "inner": []}, "bad-param", "'inner' must be a JSON object"),
        ({"seed": 1, "inner": {}}, "missing-param", "parameter 'inner.card' is required"),
        ({"seed": 1, "inner": {"card": 1}}, "bad-param", "'inner.card' must be a string"),
    ],
)
def test_each_bad_parameter_is_named_with_a_stable_code(
    params: dict[str, Any], code: str, words: str
) -> None:
    found_code, message = refusal(params)
    assert found_code == code and words in message


def test_an_undeclared_key_is_ignored() -> None:
    extra = {"seed": 1, "extra": {"anything": [None]}}
    assert check_params(Sample, extra) is extra
    assert check_params(Second, {"seed": 1, "action": "pass"}) == {"seed": 1, "action": "pass"}


def test_a_union_of_forms_takes_the_first_whose_required_keys_are_given() -> None:
    both = First | Second
    assert check_params(both, {"link": "7:standard"}) == {"link": "7:standard"}
    assert check_params(both, {"seed": 7}) == {"seed": 7}
    assert refusal({"link": 7}, both) == ("bad-param", "parameter 'link' must be a string, not 7")
    assert refusal({}, both) == ("missing-param", "parameter 'seed' is required")


def test_parameters_that_are_not_an_object_are_refused() -> None:
    assert refusal([1, 2])[0] == "bad-param"


def test_whole_numbers_and_range_words() -> None:
    assert [is_whole_number(value) for value in (0, -3, True, 2.0, "1", None)] == [
        True,
        True,
        False,
        False,
        False,
        False,
    ]
    assert range_words(Range(0, 2**32 - 1)) == "from 0 to 4294967295"
    assert range_words(Range(above=1)) == "above 1"


def test_the_seat_bound_is_the_rules_own() -> None:
    assert SEAT_LIMIT == MAX_PLAYERS - 1


def test_every_choice_list_the_protocol_names_exists() -> None:
    assert set(CHOICES) == {"table-rules"}
    assert "standard" in CHOICES["table-rules"]()


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner),
    max_leaves=8,
)


@given(method=st.sampled_from(sorted(PROTOCOL)), params=st.dictionaries(st.text(max_size=8), JSON))
def test_any_json_object_gets_a_reply_never_an_exception(method: str, params: Any) -> None:
    import json

    reply = json.loads(dispatch(method, json.dumps(params)))
    if not reply["ok"]:
        assert reply["error"]["code"] != "internal-error", reply


@given(value=JSON)
def test_any_json_value_of_the_wrong_type_is_a_bad_param(value: Any) -> None:
    if is_whole_number(value):
        assert check_params(Second, {"seed": value}) == {"seed": value}
    else:
        assert refusal({"seed": value}, Second)[0] == "bad-param"


def test_the_protocol_reads_its_optional_keys() -> None:
    from ombre_core import protocol

    assert protocol.GameViewParams.__optional_keys__ == {"seat"}
    assert protocol.SessionRecord.__optional_keys__ == {"seed", "first", "one"}
