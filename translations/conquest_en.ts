<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Area</name>
    <message>
        <source>Anchorage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coppermine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Victoria</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Montreal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chicago</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New York</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Los Angeles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mexico City</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bogota</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lima</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rio de Janeiro</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buenos Aires</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>London</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Madrid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paris</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Berlin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stockholm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moscow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Algiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cairo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lagos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kinshasa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nairobi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Johannesburg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tehran</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bombay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Novosibirsk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vladivostok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beijing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bangkok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokyo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jakarta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manila</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Perth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sydney</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arctic Ocean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North Atlantic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>South Atlantic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mediterranean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Indian Ocean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North Pacific</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>South Pacific</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Caribbean Sea</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AreaKeys</name>
    <message>
        <source>%1 — Space or Enter places a unit, Delete removes one; Tab: next area; F6: side panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — Space or Enter chooses it; Tab: next area; F6: side panel.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AttackPage</name>
    <message>
        <source>Dice:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack until won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack: click one of your highlighted areas (2 or more armies), then a highlighted area of another player next to it. One army always stays behind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No attack chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From %1 (%2): now click the area to attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From %1 (%2) against %3 (%4, %5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack again</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n army(s)</source>
        <translation>
            <numerusform>%n army</numerusform>
            <numerusform>%n armies</numerusform>
        </translation>
    </message>
    <message>
        <source>This roll, %1 against %2 dice: %3 armies lost by the defender, %4 by you, on average.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Until won: %1% to conquer, %2 armies expected to remain in %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopping at %1: %2% to conquer, %3 armies expected to remain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Attack until down to %n army(s)</source>
        <translation>
            <numerusform>Attack until down to %n army</numerusform>
            <numerusform>Attack until down to %n armies</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BattleChoicePage</name>
    <message>
        <source>Choose the next battle (all must be fought):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2% to conquer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BattlePanel</name>
    <message>
        <source>Battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Battle for %1&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacker %1: %2, %3 supporting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no submarines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%2 conquered by %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%2 held by %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: under way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: conquered by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: held by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battles this round (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defender %1: %2 + flag</source>
        <extracomment>&quot;flag&quot;: the owner&apos;s flag on the area (a banner worth 2 defence dice), not a marker or a switch.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now: %1 against %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the start:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the attacker has more planes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>without planes on either side the defender starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the defender has at least as many planes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First roll: %1 — %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacker&apos;s chance to conquer: %1% · expected survivors: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BattleRollPage</name>
    <message>
        <source>Roll the dice (R)</source>
        <extracomment>&quot;Roll&quot;: throw the dice (not a bread roll, not a list of names). R is the keyboard shortcut.
----------
&quot;Roll&quot;: throw the dice. R is the keyboard shortcut.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your roll in %1. Play a battle card before it?</source>
        <extracomment>&quot;roll&quot;: your throw of the dice in the battle for area %1.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owner: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 tanks, %3 planes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Borders: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 submarines</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Briefing</name>
    <message>
        <source>At the round&apos;s start</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BriefingPanel</name>
    <message>
        <source>Since your last turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show what the other players did</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fold away</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BuildPage</name>
    <message>
        <source>Tank (&amp;1) — 1 PP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plane (&amp;2) — 2 PP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submarine (&amp;3) — 5 PP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm production (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place units on your areas; submarines on seas that border them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;span style=&apos;font-size:16pt&apos;&gt;&lt;b&gt;%1&lt;/b&gt; of %2 PP left&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing placed yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>Secret Weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ballistic Missiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Killer Torpedo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space Shield</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Super Production</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armistice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In battle, before your own roll (attacking or defending).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the start of an opponent&apos;s production.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your execution phase, before the first battle; you need a submarine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your production, when a missile is fired at you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your production, before you buy units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your execution phase, when no battle is in progress.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll as many dice as the enemy has tanks and planes in the area; each explosion destroys one of them (your choice). Then your normal roll follows. Never hits the flag or submarines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The producing player rolls as many dice as he owns areas and loses 1 PP per explosion. Not against a player you have an armistice with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll as many dice as there are submarines on the whole board; each explosion sinks one opponent submarine anywhere (your choice).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancels one ballistic missile before it is rolled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll as many dice as you own areas; +1 PP per explosion.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put it before an opponent and park one of your units on it. Until the end of that player&apos;s next execution phase you cannot fight each other, enter each other&apos;s areas or fire missiles at each other. The unit then returns to your supply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Like Secret Weapon, but each hit enemy tank or plane is replaced by one of yours from your supply, which fights for you from then on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effect</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CcAction</name>
    <message>
        <source>Home: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy %1 in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>land defence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>anti-air defence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build a %1 in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Convert %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Anti-air for %1 in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Airlift %1 from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack %1 with %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retreat %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Property: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sell special tokens: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revive %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End turn</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CcBattle</name>
    <message>
        <source>%1 %2 × %3 = %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>land defence %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>anti-air defence %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>home %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attacker +%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (from %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Attack A = %1&lt;/b&gt;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Defence against land = %1&lt;/b&gt;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Defence against air = %1&lt;/b&gt;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Defence Dv = %1&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 wins&lt;/b&gt; (%2 against %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 holds&lt;/b&gt; (%2 against %3: ties go to the defender).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destroyed: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go back where they came from: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retreat: %1, to %2 (the loser chooses).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surrounded, also destroyed: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 becomes %2&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CcBoard</name>
    <message>
        <source>Team %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owner: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neutral</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Home of its owner: +4 against land, +2 against air</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Converted: its owner recruits here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Land defence: +3 against land attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Anti-air defence: +6 against air attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CcDivision</name>
    <message>
        <source>infantry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mechanized</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>armoured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>air</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>anti-air infantry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>anti-air mechanized</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>anti-air armoured</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CcEffect</name>
    <message>
        <source>Pure heroism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mad heroism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Air boost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intensive training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allied propaganda</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CcLegend</name>
    <message>
        <source>Teams (the number beside each nation&apos;s flag):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Infantry, mechanized, armoured, air: with their counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filled: anti-air division (+5 against air only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Home, in its player&apos;s colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Converted nation: its owner recruits there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Land defence: +3 against land</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Anti-air defence: +6 against air</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CcPlayersTable</name>
    <message numerus="yes">
        <source>%1: %2; %n turn(s) left, this one included</source>
        <translation>
            <numerusform>%1: %2; %n turn left, this one included</numerusform>
            <numerusform>%1: %2; %n turns left, this one included</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CcProperty</name>
    <message>
        <source>+1 every division</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+2 every division</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+3 every air division</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+2 every infantry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>−1 every enemy mechanized and armoured division</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CcRetreatPage</name>
    <message>
        <source>Retreat (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your divisions leave %1: choose where each goes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CcTurnPage</name>
    <message>
        <source>Nothing to choose here now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move or attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy divisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defences and conversion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Anti-air</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebirth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End turn (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back the turn&apos;s actions since its last battle (nothing is hidden, no dice).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credits: %1 · special tokens: %2 · enemy divisions destroyed: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Property under way: %1 (turns left: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click one of your nations to move its divisions, or a lit enemy nation to attack it (right click: attack where you could move).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From %1: click a lit nation, or choose it below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (up to %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No airlift: the air division alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Airlift %1 (up to %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 from %2 (of %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose at least one division to attack with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (cost %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>land defence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>anti-air defence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (tokens: %2, turns: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy (cost %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build (cost %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Convert (cost %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make anti-air</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the property</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sell (+%1 credits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revive (cost %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Airlift (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClaimPage</name>
    <message>
        <source>Claim an area: click one of the %1 free areas on the board.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Colour</name>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neutral</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Continent</name>
    <message>
        <source>North America</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>South America</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Europe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Africa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Oceania</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <source>Your move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What would the computer do?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DicePage</name>
    <message>
        <source>Every die rolled in this game, face by face (dashed: what fair dice give on average):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · χ² = %2 with %3 degrees of freedom, p = %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No dice have been rolled yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EndQuestion</name>
    <message>
        <source>You can still move %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have %1 PP left, enough for %2. Production points you do not spend are lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm production?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm production anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm anyway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep placing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can still play %1. No battle follows, so ending movement ends your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can still play %1 this turn (optional).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End movement?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End movement anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can turn the question back on in Game → Settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the turn?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have done nothing this turn, and your credits (%1) would still buy divisions. Credits you keep are yours in later turns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the turn anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End anyway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EndTurnPage</name>
    <message>
        <source>End turn (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All battles are fought.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EventText</name>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Production</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battles</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n dice</source>
        <translation>
            <numerusform>%n die</numerusform>
            <numerusform>%n dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n explosion(s)</source>
        <translation>
            <numerusform>%n explosion</numerusform>
            <numerusform>%n explosions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n submarine(s) sunk by %1.</source>
        <translation>
            <numerusform>%n submarine sunk by %1.</numerusform>
            <numerusform>%n submarines sunk by %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) returned by %1.</source>
        <translation>
            <numerusform>%n card returned by %1.</numerusform>
            <numerusform>%n cards returned by %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) drawn by %1.</source>
        <translation>
            <numerusform>%n card drawn by %1.</numerusform>
            <numerusform>%n cards drawn by %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n army(s)</source>
        <translation>
            <numerusform>%n army</numerusform>
            <numerusform>%n armies</numerusform>
        </translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Victory for the team %1, the last team standing!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nukes placed by %1 in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nuclear attack by %1 from %2 on %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nuclear attack on %2 intercepted by %1 from %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nukes lost in %2 by %1: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nuclear roll on %1: %2 against %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nuclear hits in %1 assigned by %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nuclear attack on %2 stopped by %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is contaminated (custodian: %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contamination of %1 decays; markers left: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is free again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free area %2 taken by %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nukes scrapped in %1: %2; left: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nukes of %1 in %2 return to the supply: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll by %1 in %3: %2, %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll by %1 for %3: %2, %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll by %1 for Super Production: %2, %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll by %1 for Killer Torpedo: %2, %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll by %1: %2, %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%2 played by %1 against %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%2 played by %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Victory for %1, the last player standing!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Victory for %1: three missions fulfilled and the own capital held!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Victory for %1: the target number of areas is reached!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move by %1: %2 from %3 to %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Losses of %1 in %3: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treason in %1: %2 over from %3 to %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle for %1: attacker %2, defender %3; first roll: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reinforcements for %1: %2 (%3 for areas and cities, %4 for continents, %5 for capitals, %6 minimum, %7 from the trade, %8 from rewards).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting player: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%2 claimed by %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missile stopped by the Space Shield of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PP to spend for %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built by %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shipped by %1: %2 from %3 to %4 across the %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%2 conquered by %1 from %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle for %1 is over, won by %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of the armistice between %1 and %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eliminated: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn ended: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capital of %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cities: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle for %1: attacker %2 (%3) against %4 (%5); winner: %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Home of %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%2 conquered by %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mission %2 fulfilled by %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traded by %1: %2 (%3 stars) for %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placed by %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%2, the capital of %4, conquered by %1 from %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A missile rolls %1 against %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game ends in a draw: the round limit is reached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Production of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Execution phase of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack on %2 by %1 from %3: %4 against %5 (%6); losses: %7 for the attacker, %8 for %9.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn order: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new game begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neutral areas: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armistice between %1 and %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FortifyPage</name>
    <message>
        <source>Armies to move:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fortify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End turn without fortifying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fortify: click one of your highlighted areas, then a highlighted area joined to it by your own areas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) left this turn.</source>
        <translation>
            <numerusform>%n move left this turn.</numerusform>
            <numerusform>%n moves left this turn.</numerusform>
        </translation>
    </message>
    <message>
        <source>No move chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From %1: now click where the armies go.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From %1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameOverScreen</name>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch the replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Areas owned at the end of each round (dashed: the target):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Areas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Luck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h1&gt;A draw&lt;/h1&gt;&lt;p&gt;The round limit (%1) was reached.&lt;/p&gt;</source>
        <extracomment>&quot;round&quot;: one round of the game (all four phases), not a circle.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h1&gt;%1 wins!&lt;/h1&gt;&lt;p&gt;%3 missions and the own capital in round %4, playing %2.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h1&gt;%1 wins!&lt;/h1&gt;&lt;p&gt;The last one standing in round %4, playing %2.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h1&gt;%1 wins!&lt;/h1&gt;&lt;p&gt;%3 areas in round %4, playing %2.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Areas owned at the end of each round:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h1&gt;%1 win!&lt;/h1&gt;&lt;p&gt;The last team standing in round %2.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Areas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tanks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submarines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of the dice: %1 · how to check that no roll was changed: Help → Rules, “Checking the dice”</source>
        <extracomment>Verifiable dice (issue 16): the seed every roll of the game came from.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Nations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nations owned at the end of each round:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Divisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h1&gt;%1 wins!&lt;/h1&gt;&lt;p&gt;The last one standing in round %3, playing %2.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GoToAreaDialog</name>
    <message>
        <source>Go to area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Area or sea:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a name…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” does not name exactly one area or sea.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a name first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandPanel</name>
    <message>
        <source>Your cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden until the next player takes the seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explain %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandoverScreen</name>
    <message>
        <source>The other players look away: nothing private shows until you confirm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Since your last claim:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before your first claim:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Since your last turn:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h1&gt;%1, a question for you&lt;/h1&gt;&lt;p&gt;Please pass the screen to %1 (%2).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h1&gt;%1, your turn&lt;/h1&gt;&lt;p&gt;Please pass the screen to %1 (%2).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I am %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Rules of Conquest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules of Risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mission reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;Conquest&lt;/h2&gt;&lt;p&gt;Version %1&lt;/p&gt;&lt;p&gt;A desktop version of the board game Conquest (EG Spiele, 1994) for 4 to 6 players, alone against the computer or around one screen.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Conquest</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>Choose the cards to return, then confirm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fire a ballistic missile at the producing player, or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missiles are coming: play a space shield, or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a free area to claim it (keys: Tab to it, then Enter; Ctrl+G finds one by name).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click your areas (or a bordering sea for submarines) to place units; right-click removes; Enter confirms. Keys: Tab, Space places, Delete removes, Ctrl+Enter confirms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click an area with your units, then a highlighted destination (keys: Tab, Enter). E ends movement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the next battle: click a highlighted area (or Tab, Enter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the dice (R), or play a battle card first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose which enemy units your explosions hit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the submarines your torpedo sinks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End your turn (Enter), or play an armistice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click one of your highlighted areas, then the area to attack; Enter attacks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose how many armies move into the conquered area; Enter confirms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click one of your highlighted areas, then where its armies go; or end the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click one of your areas to make it your capital.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click your areas to put armies on them; right-click takes one back; Enter confirms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click your areas to put your reinforcements on them; right-click takes one back; Enter confirms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose cards showing 2 to 10 stars to trade for armies, or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a nation to make it your home.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click one of your nations to move or attack from it, or buy, build and convert on the side panel, in any order; end the turn when you are done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose where your retreating divisions go.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <source>What would the computer do?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the suggestion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismiss (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer is thinking about your position…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HintPanelText</name>
    <message numerus="yes">
        <source>… and %n more step(s)</source>
        <translation>
            <numerusform>… and %n more step</numerusform>
            <numerusform>… and %n more steps</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HintText</name>
    <message>
        <source>A hint is for your own decision: it is not your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the seat first (hand-over): then ask for a hint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait until the moves on the board have landed, then ask again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer is still thinking about your position…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over: no decision left to hint at.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hints for these rules yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Trade %n card(s).</source>
        <translation>
            <numerusform>Trade %n card.</numerusform>
            <numerusform>Trade %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n army(s) into the conquered area.</source>
        <translation>
            <numerusform>Move %n army into the conquered area.</numerusform>
            <numerusform>Move %n armies into the conquered area.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nuclear attack from %1 on %2 with %n nuke(s).</source>
        <translation>
            <numerusform>Nuclear attack from %1 on %2 with %n nuke.</numerusform>
            <numerusform>Nuclear attack from %1 on %2 with %n nukes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Buy %n nuke(s) in %1.</source>
        <translation>
            <numerusform>Buy %n nuke in %1.</numerusform>
            <numerusform>Buy %n nukes in %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The computer&apos;s plan: %n step(s).</source>
        <translation>
            <numerusform>The computer&apos;s plan: %n step.</numerusform>
            <numerusform>The computer&apos;s plan: %n steps.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nuclear attack from %1 on %2 with every unused nuke there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intercept from %1, losing %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the nuclear attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 from %2 into the free area %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capital in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 from %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ship %1 from %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack %2 from %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play %1 against %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fight the battle for %1 next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sink %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End movement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop attacking.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer would:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HitsPage</name>
    <message numerus="yes">
        <source>%n explosion(s) in %1: choose which enemy units are hit.</source>
        <translation>
            <numerusform>%n explosion in %1: choose which enemy unit is hit.</numerusform>
            <numerusform>%n explosions in %1: choose which enemy units are hit.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>Choose your home: click one of the %1 nations you may take.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Resume the game I hosted last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long the game waits for a player whose connection was lost before a computer player takes his turns (in the lobby: before his seat is free again).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait for a player who left:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then he is played by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open for a friend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another player at this screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>computer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Your name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host&apos;s address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the local network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 at %2 (%n free seat(s))</source>
        <translation>
            <numerusform>%1 at %2 (%n free seat)</numerusform>
            <numerusform>%1 at %2 (%n free seats)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Launch</name>
    <message>
        <source>Unexpected error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something went wrong. The game tries to go on; saving now is a good idea.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LineChart</name>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1</source>
        <extracomment>the hover readout&apos;s heading over the values of one round</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LobbyPage</name>
    <message>
        <source>Lobby</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say something to everyone…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Friends join at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (you)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>computer player (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open for a friend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>away, a computer player sits in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not ready</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>Game log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LuckPage</name>
    <message>
        <source>Reading the game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice pairs won, against what fair dice would give on average:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explosions rolled, against what fair dice would give on average:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairs won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explosions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck (deviations)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won against the odds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost despite the odds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card rolls (explosions rolled of those expected):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each pair of dice compared counts for the side that won it. A deviation is the usual spread of fair dice: within one either way is ordinary, beyond two is rare. An attack from one area on another counts as won against the odds when the attacker&apos;s chance to take the area was below one half as it began.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck counts each roll for the player it helps (missiles fired at a player count against him). A deviation is the usual spread of fair dice: within one either way is ordinary, beyond two is rare. A battle counts as won against the odds when its attacker&apos;s chance was below one half as it began.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No dice in this game: battles go to the higher total.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Conquest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome to Conquest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer players are playing… (S skips the animation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Continue (Enter) to hand the screen over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving is not available yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not available yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving and loading games is not available yet in this version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings are not available yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the game in progress and start a new one?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit Conquest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit the game in progress?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armistice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armistice with:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit to park on the card:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay a Saved Game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Menu</name>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Colour-blind palette</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Replay a saved game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;kip computer turns&apos; animation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next &amp;pane (board, side panel, log)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pre&amp;vious pane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm / end step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;End movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Roll the dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Deselect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What would the computer &amp;do?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose &amp;area by keyboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Previous area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Choose the marked area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove a unit from the marked area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Go to area…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Card reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Conquest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Missions…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mission reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Nuclear weapons rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;End turn</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MissilesPage</name>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is about to produce. Fire a ballistic missile? (Missiles fired so far: %2.)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mission</name>
    <message>
        <source>Conquer 3 or more areas in one turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold every area of one continent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold 4 or more city areas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conquer an area attacking from one that held 10 or more armies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conquer an area across a sea lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold every area of two continents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold another player&apos;s capital</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conquer 6 or more areas in one turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold 3 or more capitals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eliminate a player</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MissionsDialog</name>
    <message>
        <source>Missions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To fulfil</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fulfilled by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ten missions are open to everyone: the first player to meet one keeps it for good. %1 missions and your own capital win the game. Holding missions are checked at the start of your turn, the others at once. You fulfil at most one mission per turn of your own and none in round 1; of several at once, the first in the table. Missions taken over from an eliminated player always count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ten missions are open to everyone: the first player to meet one keeps it for good. %1 missions and your own capital win the game. Holding missions are checked at the start of your turn (from round 2), the others at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game began before the rule of one mission a turn and is played without it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Basic training: missions give no rewards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>when it happens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>held at your turn&apos;s start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This reward left the game with its holder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progress of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fulfilled ✓</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at once when it happens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conquered this turn: %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cities: %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>continents: %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capitals of others: %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capitals: %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%3: %1 of %2 areas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>largest army: %1 of %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The progress is shown to the player at the screen once he has taken the seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game has no limit of missions per turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No mission can be fulfilled in round 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can fulfil a mission in your own turn: one per turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can still fulfil one mission this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You fulfilled %1 this turn: the next one in your next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To win: %1 missions and your own capital.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 of %3 missions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 of %3 missions, capital held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 of %3 missions, capital lost</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MovementPage</name>
    <message>
        <source>Tanks (&amp;1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planes (&amp;2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subs (&amp;3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End movement (E)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select an area with units, choose what moves and how many, then click a highlighted destination. Planes fly two steps; tanks next to a sea with your submarine can sail to any coast of that sea.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing selected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Selected: &lt;b&gt;%1&lt;/b&gt; — %n destination(s).</source>
        <translation>
            <numerusform>Selected: &lt;b&gt;%1&lt;/b&gt; — %n destination.</numerusform>
            <numerusform>Selected: &lt;b&gt;%1&lt;/b&gt; — %n destinations.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2% to conquer, %3 survivors expected</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NetworkGame</name>
    <message>
        <source>Players and chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host cannot be reached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection to the host was lost; trying again…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host plays %1, you have %2: both need the same version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game has no free seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host&apos;s game does not check out (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every roll checked against the host&apos;s seed; your copy: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host keeps this network game; at its end your checked copy goes to the saves folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistics open when the network game ends: only the host knows its dice until then.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You host this network game: leaving it ends it for every player. Leave it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the network game? A computer player takes your turns once the host stops waiting for you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the network game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game hosted last cannot be resumed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot listen on port %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plays its plans out against the others&apos; replies before it moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Risk on this board: armies and six-sided dice, continents with bonuses, cards traded for armies; win with three missions while holding your capital.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board game Conquest: tanks, planes and submarines, production, explosion dice and 60 cards; win by holding the target number of areas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conquest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the rules…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow 2–3 players (neutral areas even out the start)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats (clockwise)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many of a die&apos;s six faces show an explosion (the game has 2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explosion faces per die:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Areas needed to win:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal the areas at random instead of claiming them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round limit:</source>
        <extracomment>&quot;Round&quot;: one round of the game (turn order, cards, production, execution); after the limit it is a draw.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teams:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None: everyone for himself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairs across the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairs of neighbours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two teams: every other seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom: choose each seat&apos;s team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allies never attack each other, share their nations, may revive a fallen ally, and win together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same seed and the same decisions give the same game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed (optional):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every player needs a different colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teams need at least two sides: two teams, or a team and a player alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The target must be more than the %1 areas each player gets at the start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed must be a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A name of up to %1 letters, digits or signs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comanda &amp; Conquista</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comanda &amp; Conquista: credits from your nations, four kinds of division, battles without dice (the higher total wins), homes, defences, airlifts and alliances.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Nuclear</name>
    <message>
        <source>Nuclear weapons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nukes to buy: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nukes: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Launch the nuclear attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the target on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armies: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Occupy the free area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the area to strike.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → free %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>A nuke costs %1 PP, on one of your areas; %n left in your supply.</source>
        <translation>
            <numerusform>A nuke costs %1 PP, on one of your areas; %n left in your supply.</numerusform>
            <numerusform>A nuke costs %1 PP, on one of your areas; %n left in your supply.</numerusform>
        </translation>
    </message>
    <message>
        <source>From %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
    <message>
        <source>free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free: nobody owns it; units may move in without a battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n nuke(s)</source>
        <translation>
            <numerusform>%n nuke</numerusform>
            <numerusform>%n nukes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tank(s)</source>
        <translation>
            <numerusform>%n tank</numerusform>
            <numerusform>%n tanks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n plane(s)</source>
        <translation>
            <numerusform>%n plane</numerusform>
            <numerusform>%n planes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n army(ies)</source>
        <translation>
            <numerusform>%n army</numerusform>
            <numerusform>%n armies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Contaminated for %n more round(s): no unit may enter it.</source>
        <translation>
            <numerusform>Contaminated for %n more round: no unit may enter it.</numerusform>
            <numerusform>Contaminated for %n more rounds: no unit may enter it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A nuke costs %1 armies, on one of your areas; %n left in your supply.</source>
        <translation>
            <numerusform>A nuke costs %1 armies, on one of your areas; %n left in your supply.</numerusform>
            <numerusform>A nuke costs %1 armies, on one of your areas; %n left in your supply.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 strikes from %2 at %3 (held by %4) with %n nuke(s).</source>
        <translation>
            <numerusform>%1 strikes from %2 at %3 (held by %4) with %n nuke.</numerusform>
            <numerusform>%1 strikes from %2 at %3 (held by %4) with %n nukes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Intercept it from one of your areas next to the target (you lose the unit named), or let it pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intercept from %1 (lose %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let it pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Your nuclear attack on %1: %n nuke(s) committed. Roll or stop?</source>
        <translation>
            <numerusform>Your nuclear attack on %1: %n nuke committed. Roll or stop?</numerusform>
            <numerusform>Your nuclear attack on %1: %n nukes committed. Roll or stop?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2% to contaminate it with %n nuke(s), %3 nukes lost on average.</source>
        <translation>
            <numerusform>%1: %2% to contaminate it with %n nuke, %3 nukes lost on average.</numerusform>
            <numerusform>%1: %2% to contaminate it with %n nukes, %3 nukes lost on average.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Striker %1: %n nuke(s) from %2</source>
        <translation>
            <numerusform>Striker %1: %n nuke from %2</numerusform>
            <numerusform>Striker %1: %n nukes from %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Now: %n nuke(s) against %1</source>
        <translation>
            <numerusform>Now: %n nuke against %1</numerusform>
            <numerusform>Now: %n nukes against %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This attack so far: %n roll(s); nukes lost %1, armies and nukes hit %2.</source>
        <translation>
            <numerusform>This attack so far: %n roll; nukes lost %1, armies and nukes hit %2.</numerusform>
            <numerusform>This attack so far: %n rolls; nukes lost %1, armies and nukes hit %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Roll with %n die/dice</source>
        <translation>
            <numerusform>Roll with %n die</numerusform>
            <numerusform>Roll with %n dice</numerusform>
        </translation>
    </message>
    <message>
        <source>Roll the nuclear dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nuclear attack on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody defends it: no dice, one nuke is spent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defender %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defender %1: %2 + flag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The defender rolls first: each explosion destroys a nuke; then one die per nuke left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nukes, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 intercepts it from %2, losing %3; the striker loses a nuke.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 loses %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 contaminated by %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intercepted by %1: %2 is not struck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stopped the attack: %2 held by %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every committed nuke lost: %1 held by %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: nuclear attack under way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: contaminated by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: nuclear attack intercepted by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: nuclear attack, held by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take these losses</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n nuclear hit(s) in %1: choose your losses.</source>
        <translation>
            <numerusform>%n nuclear hit in %1: choose your losses.</numerusform>
            <numerusform>%n nuclear hits in %1: choose your losses.</numerusform>
        </translation>
    </message>
    <message>
        <source>Counter-strike</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No counter-strike</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 was conquered; %n of your nukes there are left. Strike back at any area, or not?</source>
        <translation>
            <numerusform>%1 was conquered; %n of your nukes is left there. Strike back at any area, or not?</numerusform>
            <numerusform>%1 was conquered; %n of your nukes are left there. Strike back at any area, or not?</numerusform>
        </translation>
    </message>
    <message>
        <source>Buy nukes and, from round 4, strike any land area: a struck area is contaminated for two rounds, then free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: nobody defends it, no dice: one nuke is spent and it is contaminated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May be intercepted by %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nuclear attack</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OccupyPage</name>
    <message>
        <source>Move in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 conquered from %2. Move in at least %3 and at most %4 armies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewest (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All but one (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then %1: %2, %3: %4.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Page</name>
    <message>
        <source>Play %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PaneFocus</name>
    <message>
        <source>Board — Tab marks the areas you can choose; F6: next pane.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side panel — Tab moves between its controls, Space presses a button; F6: next pane.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game log — the arrow keys scroll it; F6: next pane.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Phase</name>
    <message>
        <source>Claiming areas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Production</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Execution (movement, battle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choosing capitals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placing start armies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reinforcement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fortifying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choosing homes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlaceCapitalPage</name>
    <message>
        <source>Choose your capital: click one of your areas on the board. It stays there for the whole game; whoever holds its area gets +1 army per turn, and you can only win while you hold it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlacePage</name>
    <message>
        <source>Armies per click:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm placing (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place your start armies on your areas: click an area to put armies there, right-click to take one back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place your reinforcements on your areas: click an area to put armies there, right-click to take one back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;span style=&apos;font-size:16pt&apos;&gt;&lt;b&gt;%1&lt;/b&gt; of %2 armies left&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing placed yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayOnDialog</name>
    <message>
        <source>Play on from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new game starts at round %1 of the replay, as a new save: the file you watched stays as it is. Who plays each seat?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayersPanel</name>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Areas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tanks/planes/subs</source>
        <extracomment>Translators: short words for tanks, planes and submarines under the players table&apos;s &quot;Units&quot; heading</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Areas owned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tanks / planes / submarines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armies on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missions fulfilled of three, ✓ while he holds his own capital, ✗ when he lost it: three missions and the own capital win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AI (easy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AI (normal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AI (hard)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at another computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AI (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Round %1&lt;/b&gt; — %2</source>
        <extracomment>&quot;Round&quot;: the game round number (all four phases), followed by the phase name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for &lt;b&gt;%1&lt;/b&gt; (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2) is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Production points: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nations owned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Divisions on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Div.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credits to spend (+1 per nation at the end of each of his turns)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special tokens (sold for 8 credits or spent on a property) · enemy divisions destroyed toward the next 10 (each 10: 2 special tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Property: the turns left of the property in force (its name and effect on hover)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team %1: allies win together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 enemy divisions destroyed in all</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProductionDice</name>
    <message>
        <source>Production dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Your super production: %n explosion(s), +%n PP.</source>
        <translation>
            <numerusform>Your super production: %n explosion, +%n PP.</numerusform>
            <numerusform>Your super production: %n explosions, +%n PP.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A missile at you: %n explosion(s), %n PP lost.</source>
        <translation>
            <numerusform>A missile at you: %n explosion, %n PP lost.</numerusform>
            <numerusform>A missile at you: %n explosions, %n PP lost.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your missile at %1: %n explosion(s), %n PP lost.</source>
        <translation>
            <numerusform>Your missile at %1: %n explosion, %n PP lost.</numerusform>
            <numerusform>Your missile at %1: %n explosions, %n PP lost.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A missile at %1 (you fired one): %n explosion(s), %n PP lost.</source>
        <translation>
            <numerusform>A missile at %1 (you fired one): %n explosion, %n PP lost.</numerusform>
            <numerusform>A missile at %1 (you fired one): %n explosions, %n PP lost.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReasonText</name>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Attack on %1 (%2): %3% to win, %n unit(s) against %4.</source>
        <translation>
            <numerusform>Attack on %1 (%2): %3% to win, %n unit against %4.</numerusform>
            <numerusform>Attack on %1 (%2): %3% to win, %n units against %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Attack on %1 (%2): %3% to win, %n army(s) against %4.</source>
        <translation>
            <numerusform>Attack on %1 (%2): %3% to win, %n army against %4.</numerusform>
            <numerusform>Attack on %1 (%2): %3% to win, %n armies against %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Battle for %1 (%2): %3% to win against %n defender(s).</source>
        <translation>
            <numerusform>Battle for %1 (%2): %3% to win against %n defender.</numerusform>
            <numerusform>Battle for %1 (%2): %3% to win against %n defenders.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n of its %2 areas yours already.</source>
        <translation>
            <numerusform>%1: %n of its %2 areas yours already.</numerusform>
            <numerusform>%1: %n of its %2 areas yours already.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 borders %n enemy army(s).</source>
        <translation>
            <numerusform>%1 borders %n enemy army.</numerusform>
            <numerusform>%1 borders %n enemy armies.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n plane(s) hit first: a plane costs twice as much as a tank.</source>
        <translation>
            <numerusform>%n plane hit first: a plane costs twice as much as a tank.</numerusform>
            <numerusform>%n planes hit first: a plane costs twice as much as a tank.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n submarine(s) of %1 sunk in %2.</source>
        <translation>
            <numerusform>%n submarine of %1 sunk in %2.</numerusform>
            <numerusform>%n submarines of %1 sunk in %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Capital in %1: %n enemy neighbour(s), the fewest of your areas.</source>
        <translation>
            <numerusform>Capital in %1: %n enemy neighbour, the fewest of your areas.</numerusform>
            <numerusform>Capital in %1: %n enemy neighbours, the fewest of your areas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>One big stack of %n army(s) in %1 to attack from.</source>
        <translation>
            <numerusform>One big stack of %n army in %1 to attack from.</numerusform>
            <numerusform>One big stack of %n armies in %1 to attack from.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n army(s) move in; %1 enemy armies border the area they leave.</source>
        <translation>
            <numerusform>%n army moves in; %1 enemy armies border the area it leaves.</numerusform>
            <numerusform>%n armies move in; %1 enemy armies border the area they leave.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conquest(s) this turn: enough for now.</source>
        <translation>
            <numerusform>%n conquest this turn: enough for now.</numerusform>
            <numerusform>%n conquests this turn: enough for now.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The capital of %1 (%n mission(s) fulfilled): without it, no victory.</source>
        <translation>
            <numerusform>The capital of %1 (%n mission fulfilled): without it, no victory.</numerusform>
            <numerusform>The capital of %1 (%n missions fulfilled): without it, no victory.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your capital %1 stays strong: with %n mission(s) fulfilled, no victory without it.</source>
        <translation>
            <numerusform>Your capital %1 stays strong: with %n mission fulfilled, no victory without it.</numerusform>
            <numerusform>Your capital %1 stays strong: with %n missions fulfilled, no victory without it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Retaking your capital %1: with %n mission(s) fulfilled, no victory without it.</source>
        <translation>
            <numerusform>Retaking your capital %1: with %n mission fulfilled, no victory without it.</numerusform>
            <numerusform>Retaking your capital %1: with %n missions fulfilled, no victory without it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nuclear attack on %1 (%2) with %n nuke(s): %3% to contaminate it, %4 nukes lost on average.</source>
        <translation>
            <numerusform>Nuclear attack on %1 (%2) with %n nuke: %3% to contaminate it, %4 nukes lost on average.</numerusform>
            <numerusform>Nuclear attack on %1 (%2) with %n nukes: %3% to contaminate it, %4 nukes lost on average.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n nuke(s) in %1, your safest area, against a rival running for the win; %2 left in your supply.</source>
        <translation>
            <numerusform>%n nuke in %1, your safest area, against a rival running for the win; %2 left in your supply.</numerusform>
            <numerusform>%n nukes in %1, your safest area, against a rival running for the win; %2 left in your supply.</numerusform>
        </translation>
    </message>
    <message>
        <source>No mission in round 1: %1 has to wait.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One mission a turn: %2 is already yours this turn, %1 has to wait.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bought; %2 more of that kind left in your supply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A neighbour may intercept it: %1% counted against it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every hit on tanks: there are no planes to hit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runaway leader: %1, with %2 of the %3 areas needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is at risk: %2% chance of a loss to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neighbours of %1: %2 of your areas, %3 still free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: now is the moment to play it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card worth giving up now: keep them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards of least use now go back: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missiles at %1, with %2 of the %3 areas needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle for %1: %2% to win as it stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armistice with %1: the greatest threat to your areas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No attack worth its odds now: the forces stay on guard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing more worth doing in this step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards with %1 stars traded for %2 armies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This conquest fulfils mission %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mission %1 would be the third of %2 at the start of that turn, and the victory: this conquest prevents it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your own %1 contaminated as a barrier: no dice, one nuke, nobody enters it for two rounds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The strike of %1 on %2 would help a player running for the win: stop it, for one unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The strike of %1 on %2 hands nobody the win: keep your units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nuclear attack on %1: %2% to contaminate it from here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nuclear attack on %1: only %2% from here; the nukes left are kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The losses that leave the strike on %1 least likely to contaminate it, at the lowest cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is free: taken without a battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looked ahead: %1 plans compared, the best %2 played out %3 times each against the others&apos; replies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reasons of %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reinforcement</name>
    <message>
        <source>%1 areas + %2 cities ÷ 3, rounded up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 areas ÷ 3, rounded up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continents: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capitals held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made up to the minimum of 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mission rewards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards traded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost: beyond your %1 armies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To place</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayControls</name>
    <message>
        <source>To the start (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round back (Page Up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn back (Shift+Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision back (Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision forward (Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn forward (Shift+Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round forward (Page Down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play on from here…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new game from the position shown (a new save; this file stays as it is)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Replay — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game log up to this step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of the dice: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay — round %1 of %2</source>
        <extracomment>&quot;Replay — round 12 of 40&quot;: a saved game watched again, the round shown and the game&apos;s last.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The opening, before the first decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n area(s)</source>
        <translation>
            <numerusform>%n area</numerusform>
            <numerusform>%n areas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>out of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n army(s)</source>
        <translation>
            <numerusform>%n army</numerusform>
            <numerusform>%n armies</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards: none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards in the players&apos; hands stay hidden: the game is not over and people played in it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReturnCardsPage</name>
    <message>
        <source>Return selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may return one card to draw a fresh one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>You are entitled to %n card(s).</source>
        <translation>
            <numerusform>You are entitled to %n card.</numerusform>
            <numerusform>You are entitled to %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Return %n card(s), or one more to get a fresh card.</source>
        <translation>
            <numerusform>Return %n card, or one more to get a fresh card.</numerusform>
            <numerusform>Return %n cards, or one more to get a fresh card.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Reward</name>
    <message>
        <source>+1 army per reinforcement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+2 armies per reinforcement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+2 armies per trade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defend with up to 3 dice (3 or more armies)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One extra fortify move per turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack with up to 4 dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+3 armies per reinforcement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw 2 cards instead of 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each capital held counts +2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RiskBoard</name>
    <message>
        <source>%1: %2 armies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (+%2 for all of it); card: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>City: counts as one area more for reinforcements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capital of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sea lanes to: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RiskCard</name>
    <message numerus="yes">
        <source>The card of %1: %n star(s). Trade cards showing 2 to 10 stars together for armies, before you place.</source>
        <translation>
            <numerusform>The card of %1: %n star. Trade cards showing 2 to 10 stars together for armies, before you place.</numerusform>
            <numerusform>The card of %1: %n stars. Trade cards showing 2 to 10 stars together for armies, before you place.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RiskDefence</name>
    <message>
        <source>Your area attacked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 attacks %2 from %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This attack so far — rolls: %1; you lost %2, %3 lost %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%2 conquered by %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RiskDiceText</name>
    <message>
        <source>Attacker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defender loses 1</source>
        <extracomment>the attacker&apos;s die beat the defender&apos;s: the defender loses one army</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacker loses 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tie: attacker loses 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not compared</source>
        <extracomment>a die rolled without a partner on the other side (Risk: 3 attacking dice against 1 or 2)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Losses: attacker %1, defender %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RiskLegend</name>
    <message>
        <source>On the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>City: counts as one area more for reinforcements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capital, in its player&apos;s colour: +1 army to whoever holds it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continent and its bonus for holding all of it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RiskPage</name>
    <message>
        <source>Undo last move</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RiskVersion</name>
    <message>
        <source>Basic training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command centre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone chooses a capital; ten fixed cities; missions without rewards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capitals and cities drawn at random; every fulfilled mission gives its reward.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleError</name>
    <message>
        <source>That is not a valid action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That action holds an entry the game does not know.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not your turn: waiting for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not possible at this moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not a land area.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not a sea area.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already taken; choose a free area.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not one of your areas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Those areas do not border each other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planes fly at most two steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planes must end their flight on land.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose at least one unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You do not have that many units there that can still move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Those units have already moved this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no submarine in that sea.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submarines go on a sea that borders one of your areas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An armistice forbids entering %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not enough production points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no more units of that kind in your supply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You do not hold that card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card cannot be played now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That player cannot be the target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That unit cannot be parked on the armistice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An attack needs at least 2 armies in the area it starts from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll at least 1 die and at most one fewer than the armies in the attacking area.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trade different cards showing 2 to 10 stars together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With 6 or more cards you must trade this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No chain of your own areas joins those two areas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That rule add-on cannot be played with these rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No nuclear attack is allowed yet in this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot strike your own last area.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A battle is waiting in %1: it cannot be a nuclear target now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There are not that many nukes there still unused this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is contaminated: no unit may enter it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nukes cannot be bought with the start armies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll at least once before you stop the nuclear attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not enough credits: that costs %1 and you hold %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not enough special tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No attacks in the first round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No enemy defends %1: enter it with a move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Several enemies could defend %1: choose which one you attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That player does not defend %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Anti-air divisions never attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You already have a property under way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You recruit only in your own home or in a nation you converted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a home or borders one: choose another nation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already converted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your home needs no conversion.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already has that defence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 belongs to an ally.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can revive only a team-mate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That player is still in the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no nation to offer as a new home (not your home, without enemy divisions).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An airlift carries 1 to 3 infantry, 1 mechanized or 1 armoured division.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place exactly the retreating divisions on the nations offered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Return exactly %n card(s), or one more.</source>
        <translation>
            <numerusform>Return exactly %n card, or one more.</numerusform>
            <numerusform>Return exactly %n cards, or one more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Assign exactly %n hit(s).</source>
        <translation>
            <numerusform>Assign exactly %n hit.</numerusform>
            <numerusform>Assign exactly %n hits.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose exactly %n submarine(s) to sink.</source>
        <translation>
            <numerusform>Choose exactly %n submarine to sink.</numerusform>
            <numerusform>Choose exactly %n submarines to sink.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Place exactly %n army(s): your whole reinforcement.</source>
        <translation>
            <numerusform>Place exactly %n army: your whole reinforcement.</numerusform>
            <numerusform>Place exactly %n armies: your whole reinforcement.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Roll at most %n dice from there: one army always stays behind.</source>
        <translation>
            <numerusform>Roll at most %n die from there: one army always stays behind.</numerusform>
            <numerusform>Roll at most %n dice from there: one army always stays behind.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At most %n army(s) can leave %1: one always stays.</source>
        <translation>
            <numerusform>At most %n army can leave %1: one always stays.</numerusform>
            <numerusform>At most %n armies can leave %1: one always stays.</numerusform>
        </translation>
    </message>
    <message>
        <source>Move at least %1 and at most %2 armies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be the target here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Air divisions fly at most %1 steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no battle to fight there.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SaveController</name>
    <message>
        <source>claiming areas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>production</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>movement and battles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choosing capitals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>placing start armies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reinforcement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fortifying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conquest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] — Conquest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conquest game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no game to continue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The autosave of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of the dice: %1</source>
        <extracomment>The save&apos;s details (a tooltip in the recent games): the dice&apos;s seed, to check the game with.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game has been autosaved yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the last game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue resumes the newest autosave that opens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An autosave (%1) cannot be opened. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1, %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game has changes that are not saved in a file. Save them first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conquest games (*.conquest *.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SaveError</name>
    <message>
        <source>The file could not be read (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is too large to be a Conquest game (%1 MB; a saved game is at most %2 MB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not a Conquest game: it is not stored as UTF-8 text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is incomplete: it ends too early (line %1). It was probably cut off while copying.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not a Conquest game (it is not JSON; error at line %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not a Conquest game; it may belong to another program.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file has an unknown save format version (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game was saved by a newer version of Conquest (save format %1). This version can open save formats up to %2. Please update Conquest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game was saved by an older version of Conquest (save format %1) and could not be converted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is damaged: the entry “%1” is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is damaged: it contains an unexpected entry “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is damaged: the entry “%1” has an invalid value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is damaged: it names an unknown player colour “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is damaged: it names an unknown area “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game in this file is played by rules this version of Conquest does not know (“%1”). It may have been saved by a newer version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is damaged: its players or game options cannot start a game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is damaged: decision %1 (by %2) breaks the rules, so the game cannot be rebuilt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is damaged: the saved position does not match the game&apos;s history (at “%1”). It was not opened, so you do not play a different game by mistake.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be rebuilt from the file (decision %1). Please report this problem.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be saved (%1). Your previous file, if any, is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Your settings could not be read; the defaults are used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your settings file was damaged; the defaults are used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some settings were invalid and have been reset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That language is not available; English is used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The translation files are missing; the game is shown in English.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qt&apos;s own translation is missing: standard dialogs stay in English.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off (instant)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour-blind friendly palette</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sound effects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No sound player was found on this system, so the game stays silent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask before ending moves or a turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask before ending movement while units could still move, or ending the turn while a card of the turn could still be played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto-continue after battles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer players&apos; reasons in the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why a computer player attacks, builds or moves, in words, in the game log (the hard and expert players, and Risk&apos;s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A finished battle of yours leaves the battle panel by itself instead of waiting for Continue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer player &amp;delay:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosaves &amp;kept per game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The settings could not be stored; they apply until Conquest is closed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShieldPage</name>
    <message>
        <source>Let them come</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missiles fired at you: %1. Each space shield cancels one.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SinkPage</name>
    <message>
        <source>Sink them</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Your torpedo may sink %n submarine(s). Choose them:</source>
        <translation>
            <numerusform>Your torpedo may sink %n submarine. Choose it:</numerusform>
            <numerusform>Your torpedo may sink %n submarines. Choose them:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>&lt;h1 style=&apos;font-size:40pt&apos;&gt;Conquest&lt;/h1&gt;&lt;p&gt;World conquest for 4 to 6 players.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host a game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join a game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent games:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Areas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tanks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submarines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Production points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battles fought</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battles won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units destroyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armies destroyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armies lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nukes bought</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nukes fired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strikes intercepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Areas contaminated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Super production</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Torpedoes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secret weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice pairs won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no rolls yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>very lucky</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lucky</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>very unlucky</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unlucky</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Too few dice so far (%n) to judge their fairness.</source>
        <translation>
            <numerusform>Too few dice so far (%n) to judge their fairness.</numerusform>
            <numerusform>Too few dice so far (%n) to judge their fairness.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>As fair as dice get: fair dice come out at least this uneven %n time(s) in 100.</source>
        <translation>
            <numerusform>As fair as dice get: fair dice come out at least this uneven %n time in 100.</numerusform>
            <numerusform>As fair as dice get: fair dice come out at least this uneven %n times in 100.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A little uneven, but fair dice come out this uneven %n time(s) in 100: it happens.</source>
        <translation>
            <numerusform>A little uneven, but fair dice come out this uneven %n time in 100: it happens.</numerusform>
            <numerusform>A little uneven, but fair dice come out this uneven %n times in 100: it happens.</numerusform>
        </translation>
    </message>
    <message>
        <source>Very uneven: fair dice come out this uneven less than once in 100 times. Rare, but among many games it happens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n dice rolled</source>
        <translation>
            <numerusform>%n die rolled</numerusform>
            <numerusform>%n dice rolled</numerusform>
        </translation>
    </message>
    <message>
        <source>Nations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Divisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Infantry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mechanized divisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armoured divisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Air divisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Anti-air divisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kills (enemy divisions destroyed, in all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Divisions destroyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Divisions lost</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Luck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Win chances</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatsPage</name>
    <message>
        <source>&amp;Measure:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As the game stands in round %1 (battles and units destroyed or lost: all rounds together):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the end of the game, round %1 (battles and units destroyed or lost: all rounds together):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won by %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TradePage</name>
    <message>
        <source>Keep the cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trade (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>You hold %n card(s): with 6 or more you must trade this turn.</source>
        <translation>
            <numerusform>You hold %n card: with 6 or more you must trade this turn.</numerusform>
            <numerusform>You hold %n cards: with 6 or more you must trade this turn.</numerusform>
        </translation>
    </message>
    <message>
        <source>You may trade cards for armies once this turn, before placing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without a trade you get %1 armies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stars → armies: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick the cards to trade.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stars: a trade needs 2 to 10 stars.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 stars → %2 armies&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UiHint</name>
    <message>
        <source>Not your turn: waiting for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already taken; click a free area.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click one of your own areas (or a sea bordering one for submarines).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no units here that can still move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your units cannot reach %1 from here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no battle to fight in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submarines go on the highlighted seas. For a tank or a plane in %1, choose Tank (1) or Plane (2) first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not enough production points left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No more units of that kind in your supply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to do there right now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand the screen over first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is one of your areas: attack an area of another player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 borders no area of another player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First click one of your areas next to %1 with 2 or more armies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds only 1 army, and one always stays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 borders none of your other areas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not one of your areas: click a highlighted one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All armies are placed: confirm, or right-click an area to take one back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No army placed on %1 to take back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armies still to place: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Unit</name>
    <message>
        <source>Land unit (tank)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Air unit (plane)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sea unit (submarine)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n tank(s)</source>
        <translation>
            <numerusform>%n tank</numerusform>
            <numerusform>%n tanks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n plane(s)</source>
        <translation>
            <numerusform>%n plane</numerusform>
            <numerusform>%n planes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n submarine(s)</source>
        <translation>
            <numerusform>%n submarine</numerusform>
            <numerusform>%n submarines</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WaitPage</name>
    <message>
        <source>Waiting for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WinChancePage</name>
    <message>
        <source>Each player&apos;s chance to win, after every round:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An estimate from the position alone (areas, units, cards and, in Risk, missions), learnt from thousands of games between computer players. It knows nothing of anyone&apos;s plans or hand: a guide, not a promise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
