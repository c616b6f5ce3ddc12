<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>Area</name>
    <message>
        <source>Anchorage</source>
        <translation>Anchorage</translation>
    </message>
    <message>
        <source>Coppermine</source>
        <translation>Coppermine</translation>
    </message>
    <message>
        <source>Victoria</source>
        <translation>Victoria</translation>
    </message>
    <message>
        <source>Montreal</source>
        <translation>Montreal</translation>
    </message>
    <message>
        <source>Chicago</source>
        <translation>Chicago</translation>
    </message>
    <message>
        <source>New York</source>
        <translation>New York</translation>
    </message>
    <message>
        <source>Los Angeles</source>
        <translation>Los Angeles</translation>
    </message>
    <message>
        <source>Mexico City</source>
        <translation>Mexiko-Stadt</translation>
    </message>
    <message>
        <source>Bogota</source>
        <translation>Bogotá</translation>
    </message>
    <message>
        <source>Lima</source>
        <translation>Lima</translation>
    </message>
    <message>
        <source>Rio de Janeiro</source>
        <translation>Rio de Janeiro</translation>
    </message>
    <message>
        <source>Buenos Aires</source>
        <translation>Buenos Aires</translation>
    </message>
    <message>
        <source>London</source>
        <translation>London</translation>
    </message>
    <message>
        <source>Madrid</source>
        <translation>Madrid</translation>
    </message>
    <message>
        <source>Paris</source>
        <translation>Paris</translation>
    </message>
    <message>
        <source>Rome</source>
        <translation>Rom</translation>
    </message>
    <message>
        <source>Berlin</source>
        <translation>Berlin</translation>
    </message>
    <message>
        <source>Stockholm</source>
        <translation>Stockholm</translation>
    </message>
    <message>
        <source>Moscow</source>
        <translation>Moskau</translation>
    </message>
    <message>
        <source>Algiers</source>
        <translation>Algier</translation>
    </message>
    <message>
        <source>Cairo</source>
        <translation>Kairo</translation>
    </message>
    <message>
        <source>Lagos</source>
        <translation>Lagos</translation>
    </message>
    <message>
        <source>Kinshasa</source>
        <translation>Kinshasa</translation>
    </message>
    <message>
        <source>Nairobi</source>
        <translation>Nairobi</translation>
    </message>
    <message>
        <source>Johannesburg</source>
        <translation>Johannesburg</translation>
    </message>
    <message>
        <source>Tehran</source>
        <translation>Teheran</translation>
    </message>
    <message>
        <source>Bombay</source>
        <translation>Bombay</translation>
    </message>
    <message>
        <source>Novosibirsk</source>
        <translation>Nowosibirsk</translation>
    </message>
    <message>
        <source>Vladivostok</source>
        <translation>Wladiwostok</translation>
    </message>
    <message>
        <source>Beijing</source>
        <translation>Peking</translation>
    </message>
    <message>
        <source>Bangkok</source>
        <translation>Bangkok</translation>
    </message>
    <message>
        <source>Tokyo</source>
        <translation>Tokio</translation>
    </message>
    <message>
        <source>Jakarta</source>
        <translation>Jakarta</translation>
    </message>
    <message>
        <source>Manila</source>
        <translation>Manila</translation>
    </message>
    <message>
        <source>Perth</source>
        <translation>Perth</translation>
    </message>
    <message>
        <source>Sydney</source>
        <translation>Sydney</translation>
    </message>
    <message>
        <source>Arctic Ocean</source>
        <translation>Nordpolarmeer</translation>
    </message>
    <message>
        <source>North Atlantic</source>
        <translation>Nordatlantik</translation>
    </message>
    <message>
        <source>South Atlantic</source>
        <translation>Südatlantik</translation>
    </message>
    <message>
        <source>Mediterranean</source>
        <translation>Mittelmeer</translation>
    </message>
    <message>
        <source>Indian Ocean</source>
        <translation>Indischer Ozean</translation>
    </message>
    <message>
        <source>North Pacific</source>
        <translation>Nordpazifik</translation>
    </message>
    <message>
        <source>South Pacific</source>
        <translation>Südpazifik</translation>
    </message>
    <message>
        <source>Caribbean Sea</source>
        <translation>Karibisches Meer</translation>
    </message>
</context>
<context>
    <name>AreaKeys</name>
    <message>
        <source>%1 — Space or Enter places a unit, Delete removes one; Tab: next area; F6: side panel.</source>
        <translation>%1 — Leertaste oder Enter setzt eine Einheit, Entf entfernt eine; Tab: nächstes Gebiet; F6: Seitenleiste.</translation>
    </message>
    <message>
        <source>%1 — Space or Enter chooses it; Tab: next area; F6: side panel.</source>
        <translation>%1 — Leertaste oder Enter wählt es; Tab: nächstes Gebiet; F6: Seitenleiste.</translation>
    </message>
</context>
<context>
    <name>AttackPage</name>
    <message>
        <source>Dice:</source>
        <translation>Würfel:</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angreifen</translation>
    </message>
    <message>
        <source>Attack until won</source>
        <translation>Angreifen bis erobert</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>End attacks</source>
        <translation>Angriffe beenden</translation>
    </message>
    <message>
        <source>Attack: click one of your highlighted areas (2 or more armies), then a highlighted area of another player next to it. One army always stays behind.</source>
        <translation>Angriff: Klicke eines deiner markierten Gebiete (2 oder mehr Armeen) an, dann ein markiertes Gebiet eines anderen Spielers daneben. Eine Armee bleibt immer zurück.</translation>
    </message>
    <message>
        <source>No attack chosen.</source>
        <translation>Kein Angriff gewählt.</translation>
    </message>
    <message>
        <source>From %1 (%2): now click the area to attack.</source>
        <translation>Aus %1 (%2): Klicke jetzt das Gebiet an, das du angreifst.</translation>
    </message>
    <message>
        <source>From %1 (%2) against %3 (%4, %5).</source>
        <translation>Aus %1 (%2) gegen %3 (%4, %5).</translation>
    </message>
    <message>
        <source>Attack again</source>
        <translation>Erneut angreifen</translation>
    </message>
    <message numerus="yes">
        <source>%n army(s)</source>
        <translation>
            <numerusform>%n Armee</numerusform>
            <numerusform>%n Armeen</numerusform>
        </translation>
    </message>
    <message>
        <source>This roll, %1 against %2 dice: %3 armies lost by the defender, %4 by you, on average.</source>
        <translation>Dieser Wurf, %1 gegen %2 Würfel: im Mittel %3 Armeen Verlust für den Verteidiger, %4 für dich.</translation>
    </message>
    <message>
        <source>Until won: %1% to conquer, %2 armies expected to remain in %3.</source>
        <translation>Bis erobert: %1% Chance auf Eroberung, voraussichtlich bleiben %2 Armeen in %3.</translation>
    </message>
    <message>
        <source>Stopping at %1: %2% to conquer, %3 armies expected to remain.</source>
        <translation>Halt bei %1: %2% Chance auf Eroberung, voraussichtlich bleiben %3 Armeen.</translation>
    </message>
    <message numerus="yes">
        <source>Attack until down to %n army(s)</source>
        <translation>
            <numerusform>Angreifen bis noch %n Armee übrig ist</numerusform>
            <numerusform>Angreifen bis noch %n Armeen übrig sind</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BattleChoicePage</name>
    <message>
        <source>Choose the next battle (all must be fought):</source>
        <translation>Wähle den nächsten Kampf (alle Kämpfe müssen ausgetragen werden):</translation>
    </message>
    <message>
        <source>%1 — %2% to conquer</source>
        <translation>%1 — %2% Eroberungschance</translation>
    </message>
</context>
<context>
    <name>BattlePanel</name>
    <message>
        <source>Battle</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <source>&lt;b&gt;Battle for %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;Kampf um %1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Attacker %1: %2, %3 supporting</source>
        <translation>Angreifer %1: %2, unterstützt von %3</translation>
    </message>
    <message>
        <source>no submarines</source>
        <translation>keinen U-Booten</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 — %2 …</source>
        <translation>%1 — %2 …</translation>
    </message>
    <message>
        <source>%1 — %2: %3</source>
        <translation>%1 — %2: %3</translation>
    </message>
    <message>
        <source>%2 conquered by %1.</source>
        <translation>%2 erobert von %1.</translation>
    </message>
    <message>
        <source>%2 held by %1.</source>
        <translation>%2 gehalten von %1.</translation>
    </message>
    <message>
        <source>%1: under way</source>
        <translation>%1: im Gange</translation>
    </message>
    <message>
        <source>%1: conquered by %2</source>
        <translation>%1: erobert von %2</translation>
    </message>
    <message>
        <source>%1: held by %2</source>
        <translation>%1: gehalten von %2</translation>
    </message>
    <message>
        <source>Battles this round (%1)</source>
        <translation>Kämpfe dieser Runde (%1)</translation>
    </message>
    <message>
        <source>Continue (Enter)</source>
        <translation>Weiter (Enter)</translation>
    </message>
    <message>
        <source>Defender %1: %2 + flag</source>
        <extracomment>&quot;flag&quot;: the owner&apos;s flag on the area (a banner worth 2 defence dice), not a marker or a switch.</extracomment>
        <translation>Verteidiger %1: %2 + Flagge</translation>
    </message>
    <message>
        <source>Now: %1 against %2</source>
        <translation>Jetzt: %1 gegen %2</translation>
    </message>
    <message>
        <source>At the start:</source>
        <translation>Zu Beginn:</translation>
    </message>
    <message>
        <source>the attacker has more planes</source>
        <translation>der Angreifer hat mehr Flugzeuge</translation>
    </message>
    <message>
        <source>without planes on either side the defender starts</source>
        <translation>ohne Flugzeuge auf beiden Seiten beginnt der Verteidiger</translation>
    </message>
    <message>
        <source>the defender has at least as many planes</source>
        <translation>der Verteidiger hat mindestens so viele Flugzeuge</translation>
    </message>
    <message>
        <source>First roll: %1 — %2.</source>
        <translation>Erster Wurf: %1 — %2.</translation>
    </message>
    <message>
        <source>Attacker&apos;s chance to conquer: %1% · expected survivors: %2</source>
        <translation>Eroberungschance des Angreifers: %1% · erwartete Überlebende: %2</translation>
    </message>
</context>
<context>
    <name>BattleRollPage</name>
    <message>
        <source>Roll the dice (R)</source>
        <extracomment>&quot;Roll&quot;: throw the dice (not a bread roll, not a list of names). R is the keyboard shortcut.
----------
&quot;Roll&quot;: throw the dice. R is the keyboard shortcut.</extracomment>
        <translation>Würfeln (R)</translation>
    </message>
    <message>
        <source>Your roll in %1. Play a battle card before it?</source>
        <extracomment>&quot;roll&quot;: your throw of the dice in the battle for area %1.</extracomment>
        <translation>Du würfelst in %1. Vorher eine Kampfkarte spielen?</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>Owner: %1</source>
        <translation>Besitzer: %1</translation>
    </message>
    <message>
        <source>%1: %2 tanks, %3 planes</source>
        <translation>%1: %2 Panzer, %3 Flugzeuge</translation>
    </message>
    <message>
        <source>Borders: %1</source>
        <translation>Grenzt an: %1</translation>
    </message>
    <message>
        <source>%1: %2 submarines</source>
        <translation>%1: %2 U-Boote</translation>
    </message>
</context>
<context>
    <name>Briefing</name>
    <message>
        <source>At the round&apos;s start</source>
        <translation>Zu Beginn der Runde</translation>
    </message>
</context>
<context>
    <name>BriefingPanel</name>
    <message>
        <source>Since your last turn</source>
        <translation>Seit deinem letzten Zug</translation>
    </message>
    <message>
        <source>Show what the other players did</source>
        <translation>Zeigen, was die anderen Spieler getan haben</translation>
    </message>
    <message>
        <source>Fold away</source>
        <translation>Einklappen</translation>
    </message>
</context>
<context>
    <name>BuildPage</name>
    <message>
        <source>Tank (&amp;1) — 1 PP</source>
        <translation>Panzer (&amp;1) — 1 PP</translation>
    </message>
    <message>
        <source>Plane (&amp;2) — 2 PP</source>
        <translation>Flugzeug (&amp;2) — 2 PP</translation>
    </message>
    <message>
        <source>Submarine (&amp;3) — 5 PP</source>
        <translation>U-Boot (&amp;3) — 5 PP</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Alles löschen</translation>
    </message>
    <message>
        <source>Confirm production (Enter)</source>
        <translation>Produktion bestätigen (Enter)</translation>
    </message>
    <message>
        <source>Place units on your areas; submarines on seas that border them.</source>
        <translation>Setze Einheiten in deine Gebiete, U-Boote in angrenzende Meeresgebiete.</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;font-size:16pt&apos;&gt;&lt;b&gt;%1&lt;/b&gt; of %2 PP left&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;font-size:16pt&apos;&gt;noch &lt;b&gt;%1&lt;/b&gt; von %2 PP&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Nothing placed yet.</source>
        <translation>Noch nichts gesetzt.</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>Secret Weapon</source>
        <translation>Geheimwaffe</translation>
    </message>
    <message>
        <source>Ballistic Missiles</source>
        <translation>Ballistische Raketen</translation>
    </message>
    <message>
        <source>Killer Torpedo</source>
        <translation>Killertorpedo</translation>
    </message>
    <message>
        <source>Space Shield</source>
        <translation>Weltraumschild</translation>
    </message>
    <message>
        <source>Super Production</source>
        <translation>Superproduktion</translation>
    </message>
    <message>
        <source>Armistice</source>
        <translation>Waffenstillstand</translation>
    </message>
    <message>
        <source>Treason</source>
        <translation>Verrat</translation>
    </message>
    <message>
        <source>In battle, before your own roll (attacking or defending).</source>
        <translation>Im Kampf vor dem eigenen Wurf (als Angreifer oder Verteidiger).</translation>
    </message>
    <message>
        <source>At the start of an opponent&apos;s production.</source>
        <translation>Zu Beginn der Produktion eines Gegners.</translation>
    </message>
    <message>
        <source>Your execution phase, before the first battle; you need a submarine.</source>
        <translation>In deiner Ausführungsphase vor dem ersten Kampf; du brauchst ein U-Boot.</translation>
    </message>
    <message>
        <source>Your production, when a missile is fired at you.</source>
        <translation>In deiner Produktion, wenn eine Rakete auf dich abgefeuert wird.</translation>
    </message>
    <message>
        <source>Your production, before you buy units.</source>
        <translation>In deiner Produktion, bevor du Einheiten kaufst.</translation>
    </message>
    <message>
        <source>Your execution phase, when no battle is in progress.</source>
        <translation>In deiner Ausführungsphase, wenn gerade kein Kampf läuft.</translation>
    </message>
    <message>
        <source>Roll as many dice as the enemy has tanks and planes in the area; each explosion destroys one of them (your choice). Then your normal roll follows. Never hits the flag or submarines.</source>
        <translation>Wirf so viele Würfel, wie der Gegner Panzer und Flugzeuge im Gebiet hat; jede Explosion vernichtet eine dieser Einheiten (deine Wahl). Danach folgt dein normaler Wurf. Trifft nie die Flagge oder U-Boote.</translation>
    </message>
    <message>
        <source>The producing player rolls as many dice as he owns areas and loses 1 PP per explosion. Not against a player you have an armistice with.</source>
        <translation>Der produzierende Spieler wirft so viele Würfel, wie er Gebiete besitzt, und verliert 1 PP pro Explosion. Nicht gegen einen Spieler, mit dem du einen Waffenstillstand hast.</translation>
    </message>
    <message>
        <source>Roll as many dice as there are submarines on the whole board; each explosion sinks one opponent submarine anywhere (your choice).</source>
        <translation>Wirf so viele Würfel, wie U-Boote auf dem ganzen Spielplan sind; jede Explosion versenkt ein gegnerisches U-Boot, egal wo (deine Wahl).</translation>
    </message>
    <message>
        <source>Cancels one ballistic missile before it is rolled.</source>
        <translation>Hebt eine ballistische Rakete auf, bevor für sie gewürfelt wird.</translation>
    </message>
    <message>
        <source>Roll as many dice as you own areas; +1 PP per explosion.</source>
        <translation>Wirf so viele Würfel, wie du Gebiete besitzt; +1 PP pro Explosion.</translation>
    </message>
    <message>
        <source>Put it before an opponent and park one of your units on it. Until the end of that player&apos;s next execution phase you cannot fight each other, enter each other&apos;s areas or fire missiles at each other. The unit then returns to your supply.</source>
        <translation>Lege die Karte vor einen Gegner und stelle eine deiner Einheiten darauf. Bis zum Ende der nächsten Ausführungsphase dieses Spielers könnt ihr nicht gegeneinander kämpfen, nicht die Gebiete des anderen betreten und keine Raketen aufeinander abfeuern. Danach geht die Einheit in deinen Vorrat zurück.</translation>
    </message>
    <message>
        <source>Like Secret Weapon, but each hit enemy tank or plane is replaced by one of yours from your supply, which fights for you from then on.</source>
        <translation>Wie Geheimwaffe, aber jeder getroffene gegnerische Panzer und jedes getroffene Flugzeug wird durch eine eigene Einheit aus deinem Vorrat ersetzt, die ab jetzt für dich kämpft.</translation>
    </message>
    <message>
        <source>When:</source>
        <translation>Wann:</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Wirkung</translation>
    </message>
</context>
<context>
    <name>CcAction</name>
    <message>
        <source>Home: %1</source>
        <translation>Heimatland: %1</translation>
    </message>
    <message>
        <source>Buy %1 in %2</source>
        <translation>Kaufe %1 in %2</translation>
    </message>
    <message>
        <source>land defence</source>
        <translation>Landverteidigung</translation>
    </message>
    <message>
        <source>anti-air defence</source>
        <translation>Flugabwehr</translation>
    </message>
    <message>
        <source>Build a %1 in %2</source>
        <translation>Baue %1 in %2</translation>
    </message>
    <message>
        <source>Convert %1</source>
        <translation>Bekehre %1</translation>
    </message>
    <message>
        <source>Anti-air for %1 in %2</source>
        <translation>Flugabwehr für %1 in %2</translation>
    </message>
    <message>
        <source>Move %1 from %2 to %3</source>
        <translation>Ziehe %1 von %2 nach %3</translation>
    </message>
    <message>
        <source>Airlift %1 from %2 to %3</source>
        <translation>Luftbrücke: %1 von %2 nach %3</translation>
    </message>
    <message>
        <source>Attack %1 with %2</source>
        <translation>Greife %1 an mit %2</translation>
    </message>
    <message>
        <source>Retreat %1 to %2</source>
        <translation>Ziehe %1 nach %2 zurück</translation>
    </message>
    <message>
        <source>Property: %1</source>
        <translation>Eigenschaft: %1</translation>
    </message>
    <message>
        <source>Sell special tokens: %1</source>
        <translation>Verkaufe Spezialmarken: %1</translation>
    </message>
    <message>
        <source>Revive %1</source>
        <translation>Belebe %1 wieder</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
</context>
<context>
    <name>CcBattle</name>
    <message>
        <source>%1 %2 × %3 = %4</source>
        <translation>%1 %2 × %3 = %4</translation>
    </message>
    <message>
        <source>land defence %1</source>
        <translation>Landverteidigung %1</translation>
    </message>
    <message>
        <source>anti-air defence %1</source>
        <translation>Flugabwehrstellung %1</translation>
    </message>
    <message>
        <source>home %1</source>
        <translation>Heimat %1</translation>
    </message>
    <message>
        <source>attacker +%1</source>
        <translation>Angreifer +%1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (from %2)</source>
        <translation>%1 (aus %2)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Attack A = %1&lt;/b&gt;: %2</source>
        <translation>&lt;b&gt;Angriff A = %1&lt;/b&gt;: %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Defence against land = %1&lt;/b&gt;: %2</source>
        <translation>&lt;b&gt;Verteidigung gegen Land = %1&lt;/b&gt;: %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Defence against air = %1&lt;/b&gt;: %2</source>
        <translation>&lt;b&gt;Verteidigung gegen Luft = %1&lt;/b&gt;: %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Defence Dv = %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;Verteidigung Dv = %1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 wins&lt;/b&gt; (%2 against %3).</source>
        <translation>&lt;b&gt;%1 gewinnt&lt;/b&gt; (%2 gegen %3).</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 holds&lt;/b&gt; (%2 against %3: ties go to the defender).</source>
        <translation>&lt;b&gt;%1 hält&lt;/b&gt; (%2 gegen %3: bei Gleichstand gewinnt der Verteidiger).</translation>
    </message>
    <message>
        <source>Destroyed: %1.</source>
        <translation>Vernichtet: %1.</translation>
    </message>
    <message>
        <source>Go back where they came from: %1.</source>
        <translation>Zurück, woher sie kamen: %1.</translation>
    </message>
    <message>
        <source>Retreat: %1, to %2 (the loser chooses).</source>
        <translation>Rückzug: %1, nach %2 (der Verlierer wählt).</translation>
    </message>
    <message>
        <source>Surrounded, also destroyed: %1.</source>
        <translation>Eingekesselt, ebenfalls vernichtet: %1.</translation>
    </message>
    <message>
        <source>%1 becomes %2&apos;s.</source>
        <translation>%1 geht an %2.</translation>
    </message>
</context>
<context>
    <name>CcBoard</name>
    <message>
        <source>Team %1</source>
        <translation>Team %1</translation>
    </message>
    <message>
        <source>Owner: %1</source>
        <translation>Besitzer: %1</translation>
    </message>
    <message>
        <source>Neutral</source>
        <translation>Neutral</translation>
    </message>
    <message>
        <source>Home of its owner: +4 against land, +2 against air</source>
        <translation>Heimatland des Besitzers: +4 gegen Land, +2 gegen Luft</translation>
    </message>
    <message>
        <source>Converted: its owner recruits here</source>
        <translation>Bekehrt: Der Besitzer rekrutiert hier</translation>
    </message>
    <message>
        <source>Land defence: +3 against land attacks</source>
        <translation>Landverteidigung: +3 gegen Landangriffe</translation>
    </message>
    <message>
        <source>Anti-air defence: +6 against air attacks</source>
        <translation>Flugabwehrstellung: +6 gegen Luftangriffe</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>CcDivision</name>
    <message>
        <source>infantry</source>
        <translation>Infanterie</translation>
    </message>
    <message>
        <source>mechanized</source>
        <translation>mechanisiert</translation>
    </message>
    <message>
        <source>armoured</source>
        <translation>Panzer</translation>
    </message>
    <message>
        <source>air</source>
        <translation>Luft</translation>
    </message>
    <message>
        <source>anti-air infantry</source>
        <translation>Flugabwehr-Infanterie</translation>
    </message>
    <message>
        <source>anti-air mechanized</source>
        <translation>Flugabwehr mechanisiert</translation>
    </message>
    <message>
        <source>anti-air armoured</source>
        <translation>Flugabwehr-Panzer</translation>
    </message>
</context>
<context>
    <name>CcEffect</name>
    <message>
        <source>Pure heroism</source>
        <translation>Reiner Heldenmut</translation>
    </message>
    <message>
        <source>Mad heroism</source>
        <translation>Wahnsinniger Heldenmut</translation>
    </message>
    <message>
        <source>Air boost</source>
        <translation>Luftverstärkung</translation>
    </message>
    <message>
        <source>Intensive training</source>
        <translation>Intensives Training</translation>
    </message>
    <message>
        <source>Allied propaganda</source>
        <translation>Alliierte Propaganda</translation>
    </message>
</context>
<context>
    <name>CcLegend</name>
    <message>
        <source>Teams (the number beside each nation&apos;s flag):</source>
        <translation>Teams (die Zahl neben der Flagge jeder Nation):</translation>
    </message>
    <message>
        <source>On the board</source>
        <translation>Auf dem Spielplan</translation>
    </message>
    <message>
        <source>Infantry, mechanized, armoured, air: with their counts</source>
        <translation>Infanterie, mechanisiert, Panzer, Luft: mit ihrer Zahl</translation>
    </message>
    <message>
        <source>Filled: anti-air division (+5 against air only)</source>
        <translation>Ausgefüllt: Flugabwehrdivision (+5 nur gegen Luft)</translation>
    </message>
    <message>
        <source>Home, in its player&apos;s colour</source>
        <translation>Heimatland, in der Farbe seines Spielers</translation>
    </message>
    <message>
        <source>Converted nation: its owner recruits there</source>
        <translation>Bekehrte Nation: Ihr Besitzer rekrutiert dort</translation>
    </message>
    <message>
        <source>Land defence: +3 against land</source>
        <translation>Landverteidigung: +3 gegen Land</translation>
    </message>
    <message>
        <source>Anti-air defence: +6 against air</source>
        <translation>Flugabwehrstellung: +6 gegen Luft</translation>
    </message>
</context>
<context>
    <name>CcPlayersTable</name>
    <message numerus="yes">
        <source>%1: %2; %n turn(s) left, this one included</source>
        <translation>
            <numerusform>%1: %2; noch %n Zug, dieser eingeschlossen</numerusform>
            <numerusform>%1: %2; noch %n Züge, dieser eingeschlossen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CcProperty</name>
    <message>
        <source>+1 every division</source>
        <translation>+1 jede Division</translation>
    </message>
    <message>
        <source>+2 every division</source>
        <translation>+2 jede Division</translation>
    </message>
    <message>
        <source>+3 every air division</source>
        <translation>+3 jede Luftdivision</translation>
    </message>
    <message>
        <source>+2 every infantry</source>
        <translation>+2 jede Infanterie</translation>
    </message>
    <message>
        <source>−1 every enemy mechanized and armoured division</source>
        <translation>−1 jede feindliche mechanisierte und Panzerdivision</translation>
    </message>
</context>
<context>
    <name>CcRetreatPage</name>
    <message>
        <source>Retreat (Enter)</source>
        <translation>Rückzug (Enter)</translation>
    </message>
    <message>
        <source>Your divisions leave %1: choose where each goes.</source>
        <translation>Deine Divisionen verlassen %1: wähle, wohin jede geht.</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 nach %2</translation>
    </message>
</context>
<context>
    <name>CcTurnPage</name>
    <message>
        <source>Nothing to choose here now.</source>
        <translation>Hier gibt es jetzt nichts zu wählen.</translation>
    </message>
    <message>
        <source>Move or attack</source>
        <translation>Bewegen oder angreifen</translation>
    </message>
    <message>
        <source>Buy divisions</source>
        <translation>Divisionen kaufen</translation>
    </message>
    <message>
        <source>Defences and conversion</source>
        <translation>Verteidigung und Bekehrung</translation>
    </message>
    <message>
        <source>Anti-air</source>
        <translation>Flugabwehr</translation>
    </message>
    <message>
        <source>Special tokens</source>
        <translation>Sondermarken</translation>
    </message>
    <message>
        <source>Rebirth</source>
        <translation>Wiedergeburt</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Wählen</translation>
    </message>
    <message>
        <source>Attack…</source>
        <translation>Angreifen…</translation>
    </message>
    <message>
        <source>Cancel (Esc)</source>
        <translation>Abbrechen (Esc)</translation>
    </message>
    <message>
        <source>Attack (Enter)</source>
        <translation>Angreifen (Enter)</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>Rückgängig (Strg+Z)</translation>
    </message>
    <message>
        <source>End turn (Enter)</source>
        <translation>Zug beenden (Enter)</translation>
    </message>
    <message>
        <source>Take back the turn&apos;s actions since its last battle (nothing is hidden, no dice).</source>
        <translation>Die Aktionen des Zuges seit seiner letzten Schlacht zurücknehmen (nichts ist verdeckt, keine Würfel).</translation>
    </message>
    <message>
        <source>Credits: %1 · special tokens: %2 · enemy divisions destroyed: %3</source>
        <translation>Credits: %1 · Sondermarken: %2 · feindliche Divisionen vernichtet: %3</translation>
    </message>
    <message>
        <source>Property under way: %1 (turns left: %2)</source>
        <translation>Laufende Eigenschaft: %1 (verbleibende Züge: %2)</translation>
    </message>
    <message>
        <source>Click one of your nations to move its divisions, or a lit enemy nation to attack it (right click: attack where you could move).</source>
        <translation>Klicke eine deiner Nationen, um ihre Divisionen zu bewegen, oder eine hervorgehobene feindliche Nation, um sie anzugreifen (Rechtsklick: angreifen, wo du auch ziehen könntest).</translation>
    </message>
    <message>
        <source>From %1: click a lit nation, or choose it below.</source>
        <translation>Von %1: klicke eine hervorgehobene Nation oder wähle sie unten.</translation>
    </message>
    <message>
        <source>%1 (up to %2)</source>
        <translation>%1 (bis %2)</translation>
    </message>
    <message>
        <source>No airlift: the air division alone</source>
        <translation>Keine Luftbrücke: nur die Luftdivision</translation>
    </message>
    <message>
        <source>Airlift %1 (up to %2)</source>
        <translation>Luftbrücke %1 (bis %2)</translation>
    </message>
    <message>
        <source>To %1</source>
        <translation>Nach %1</translation>
    </message>
    <message>
        <source>Attack on %1</source>
        <translation>Angriff auf %1</translation>
    </message>
    <message>
        <source>Against %1</source>
        <translation>Gegen %1</translation>
    </message>
    <message>
        <source>%1 from %2 (of %3)</source>
        <translation>%1 aus %2 (von %3)</translation>
    </message>
    <message>
        <source>Choose at least one division to attack with.</source>
        <translation>Wähle mindestens eine Division für den Angriff.</translation>
    </message>
    <message>
        <source>%1 (cost %2)</source>
        <translation>%1 (kostet %2)</translation>
    </message>
    <message>
        <source>land defence</source>
        <translation>Landverteidigung</translation>
    </message>
    <message>
        <source>anti-air defence</source>
        <translation>Flugabwehrstellung</translation>
    </message>
    <message>
        <source>%1 (tokens: %2, turns: %3)</source>
        <translation>%1 (Marken: %2, Züge: %3)</translation>
    </message>
    <message>
        <source>Buy (cost %1)</source>
        <translation>Kaufen (kostet %1)</translation>
    </message>
    <message>
        <source>Build (cost %1)</source>
        <translation>Bauen (kostet %1)</translation>
    </message>
    <message>
        <source>Convert (cost %1)</source>
        <translation>Bekehren (kostet %1)</translation>
    </message>
    <message>
        <source>Make anti-air</source>
        <translation>Zur Flugabwehr machen</translation>
    </message>
    <message>
        <source>Use the property</source>
        <translation>Eigenschaft einsetzen</translation>
    </message>
    <message>
        <source>Sell (+%1 credits)</source>
        <translation>Verkaufen (+%1 Credits)</translation>
    </message>
    <message>
        <source>Revive (cost %1)</source>
        <translation>Wiederbeleben (kostet %1)</translation>
    </message>
    <message>
        <source>Airlift (Enter)</source>
        <translation>Luftbrücke (Enter)</translation>
    </message>
    <message>
        <source>Move (Enter)</source>
        <translation>Bewegen (Enter)</translation>
    </message>
</context>
<context>
    <name>ClaimPage</name>
    <message>
        <source>Claim an area: click one of the %1 free areas on the board.</source>
        <translation>Besetze ein Gebiet: Klicke auf eines der %1 freien Gebiete auf dem Spielplan.</translation>
    </message>
</context>
<context>
    <name>Colour</name>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Neutral</source>
        <translation>Neutral</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
</context>
<context>
    <name>Continent</name>
    <message>
        <source>North America</source>
        <translation>Nordamerika</translation>
    </message>
    <message>
        <source>South America</source>
        <translation>Südamerika</translation>
    </message>
    <message>
        <source>Europe</source>
        <translation>Europa</translation>
    </message>
    <message>
        <source>Africa</source>
        <translation>Afrika</translation>
    </message>
    <message>
        <source>Asia</source>
        <translation>Asien</translation>
    </message>
    <message>
        <source>Oceania</source>
        <translation>Ozeanien</translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <source>Your move</source>
        <translation>Dein Zug</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>Tipp (H)</translation>
    </message>
    <message>
        <source>What would the computer do?</source>
        <translation>Was würde der Computer tun?</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Warten</translation>
    </message>
</context>
<context>
    <name>DicePage</name>
    <message>
        <source>Every die rolled in this game, face by face (dashed: what fair dice give on average):</source>
        <translation>Jeder in diesem Spiel geworfene Würfel, Seite für Seite (gestrichelt: was faire Würfel im Mittel ergeben):</translation>
    </message>
    <message>
        <source>%1 · χ² = %2 with %3 degrees of freedom, p = %4</source>
        <translation>%1 · χ² = %2 bei %3 Freiheitsgraden, p = %4</translation>
    </message>
    <message>
        <source>No dice have been rolled yet.</source>
        <translation>Es wurde noch nicht gewürfelt.</translation>
    </message>
</context>
<context>
    <name>EndQuestion</name>
    <message>
        <source>You can still move %1.</source>
        <translation>Du kannst noch %1 bewegen.</translation>
    </message>
    <message>
        <source>You have %1 PP left, enough for %2. Production points you do not spend are lost.</source>
        <translation>Du hast noch %1 PP, genug für %2. Produktionspunkte, die du nicht ausgibst, verfallen.</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>Confirm production?</source>
        <translation>Produktion bestätigen?</translation>
    </message>
    <message>
        <source>Confirm production anyway?</source>
        <translation>Produktion trotzdem bestätigen?</translation>
    </message>
    <message>
        <source>Confirm anyway</source>
        <translation>Trotzdem bestätigen</translation>
    </message>
    <message>
        <source>Keep placing</source>
        <translation>Weiter setzen</translation>
    </message>
    <message>
        <source>You can still play %1. No battle follows, so ending movement ends your turn.</source>
        <translation>Du kannst noch %1 spielen. Es folgt kein Kampf, also endet mit der Bewegung auch dein Zug.</translation>
    </message>
    <message>
        <source>You can still play %1 this turn (optional).</source>
        <translation>Du kannst in diesem Zug noch %1 spielen (freiwillig).</translation>
    </message>
    <message>
        <source>End movement?</source>
        <translation>Bewegung beenden?</translation>
    </message>
    <message>
        <source>End movement anyway?</source>
        <translation>Bewegung trotzdem beenden?</translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>Nicht mehr fragen</translation>
    </message>
    <message>
        <source>You can turn the question back on in Game → Settings.</source>
        <translation>Du kannst die Frage unter Spiel → Einstellungen wieder einschalten.</translation>
    </message>
    <message>
        <source>End the turn?</source>
        <translation>Zug beenden?</translation>
    </message>
    <message>
        <source>You have done nothing this turn, and your credits (%1) would still buy divisions. Credits you keep are yours in later turns.</source>
        <translation>Du hast in diesem Zug noch nichts getan, und deine Credits (%1) reichen noch für Divisionen. Credits, die du behältst, bleiben dir für spätere Züge.</translation>
    </message>
    <message>
        <source>End the turn anyway?</source>
        <translation>Den Zug trotzdem beenden?</translation>
    </message>
    <message>
        <source>End anyway</source>
        <translation>Trotzdem beenden</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Weiterspielen</translation>
    </message>
</context>
<context>
    <name>EndTurnPage</name>
    <message>
        <source>End turn (Enter)</source>
        <translation>Zug beenden (Enter)</translation>
    </message>
    <message>
        <source>All battles are fought.</source>
        <translation>Alle Kämpfe sind ausgetragen.</translation>
    </message>
</context>
<context>
    <name>EventText</name>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Production</source>
        <translation>Produktion</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>Battles</source>
        <translation>Kämpfe</translation>
    </message>
    <message numerus="yes">
        <source>%n dice</source>
        <translation>
            <numerusform>%n Würfel</numerusform>
            <numerusform>%n Würfel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n explosion(s)</source>
        <translation>
            <numerusform>%n Explosion</numerusform>
            <numerusform>%n Explosionen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n submarine(s) sunk by %1.</source>
        <translation>
            <numerusform>%n U-Boot versenkt von %1.</numerusform>
            <numerusform>%n U-Boote versenkt von %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) returned by %1.</source>
        <translation>
            <numerusform>%n Karte zurückgelegt von %1.</numerusform>
            <numerusform>%n Karten zurückgelegt von %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) drawn by %1.</source>
        <translation>
            <numerusform>%n Karte gezogen von %1.</numerusform>
            <numerusform>%n Karten gezogen von %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n army(s)</source>
        <translation>
            <numerusform>%n Armee</numerusform>
            <numerusform>%n Armeen</numerusform>
        </translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>Victory for the team %1, the last team standing!</source>
        <translation>Sieg für das Team %1, das letzte verbliebene Team!</translation>
    </message>
    <message>
        <source>Nukes placed by %1 in %2.</source>
        <translation>Atomwaffen platziert von %1 in %2.</translation>
    </message>
    <message>
        <source>Nuclear attack by %1 from %2 on %3.</source>
        <translation>Atomangriff von %1 aus %2 auf %3.</translation>
    </message>
    <message>
        <source>Nuclear attack on %2 intercepted by %1 from %3.</source>
        <translation>Atomangriff auf %2 abgefangen von %1 aus %3.</translation>
    </message>
    <message>
        <source>Nukes lost in %2 by %1: %3.</source>
        <translation>Atomwaffen verloren in %2 von %1: %3.</translation>
    </message>
    <message>
        <source>Nuclear roll on %1: %2 against %3.</source>
        <translation>Atomwurf auf %1: %2 gegen %3.</translation>
    </message>
    <message>
        <source>Nuclear hits in %1 assigned by %2.</source>
        <translation>Atomtreffer in %1 verteilt von %2.</translation>
    </message>
    <message>
        <source>Nuclear attack on %2 stopped by %1.</source>
        <translation>Atomangriff auf %2 abgebrochen von %1.</translation>
    </message>
    <message>
        <source>%1 is contaminated (custodian: %2).</source>
        <translation>%1 ist verseucht (Verwalter: %2).</translation>
    </message>
    <message>
        <source>Contamination of %1 decays; markers left: %2.</source>
        <translation>Verseuchung von %1 lässt nach; verbleibende Marker: %2.</translation>
    </message>
    <message>
        <source>%1 is free again.</source>
        <translation>%1 ist wieder frei.</translation>
    </message>
    <message>
        <source>Free area %2 taken by %1.</source>
        <translation>Freies Gebiet %2 eingenommen von %1.</translation>
    </message>
    <message>
        <source>Nukes scrapped in %1: %2; left: %3.</source>
        <translation>Atomwaffen verschrottet in %1: %2; übrig: %3.</translation>
    </message>
    <message>
        <source>Nukes of %1 in %2 return to the supply: %3.</source>
        <translation>Atomwaffen von %1 in %2 gehen zurück in den Vorrat: %3.</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <source>Roll by %1 in %3: %2, %4.</source>
        <translation>Wurf von %1 in %3: %2, %4.</translation>
    </message>
    <message>
        <source>Roll by %1 for %3: %2, %4.</source>
        <translation>Wurf von %1 für %3: %2, %4.</translation>
    </message>
    <message>
        <source>Roll by %1 for Super Production: %2, %3.</source>
        <translation>Wurf von %1 für Superproduktion: %2, %3.</translation>
    </message>
    <message>
        <source>Roll by %1 for Killer Torpedo: %2, %3.</source>
        <translation>Wurf von %1 für Killertorpedo: %2, %3.</translation>
    </message>
    <message>
        <source>Roll by %1: %2, %3.</source>
        <translation>Wurf von %1: %2, %3.</translation>
    </message>
    <message>
        <source>%2 played by %1 against %3.</source>
        <translation>%2 gespielt von %1 gegen %3.</translation>
    </message>
    <message>
        <source>%2 played by %1.</source>
        <translation>%2 gespielt von %1.</translation>
    </message>
    <message>
        <source>Victory for %1, the last player standing!</source>
        <translation>Sieg für %1, den letzten verbliebenen Spieler!</translation>
    </message>
    <message>
        <source>Victory for %1: three missions fulfilled and the own capital held!</source>
        <translation>Sieg für %1: drei Missionen erfüllt und die eigene Hauptstadt gehalten!</translation>
    </message>
    <message>
        <source>Victory for %1: the target number of areas is reached!</source>
        <translation>Sieg für %1: Die nötige Zahl an Gebieten ist erreicht!</translation>
    </message>
    <message>
        <source>Move by %1: %2 from %3 to %4.</source>
        <translation>Zug von %1: %2 von %3 nach %4.</translation>
    </message>
    <message>
        <source>Losses of %1 in %3: %2.</source>
        <translation>Verluste von %1 in %3: %2.</translation>
    </message>
    <message>
        <source>Treason in %1: %2 over from %3 to %4.</source>
        <translation>Verrat in %1: %2 (bisher %3) jetzt bei %4.</translation>
    </message>
    <message>
        <source>Battle for %1: attacker %2, defender %3; first roll: %4.</source>
        <translation>Kampf um %1: Angreifer %2, Verteidiger %3; erster Wurf: %4.</translation>
    </message>
    <message>
        <source>Reinforcements for %1: %2 (%3 for areas and cities, %4 for continents, %5 for capitals, %6 minimum, %7 from the trade, %8 from rewards).</source>
        <translation>Verstärkung für %1: %2 (%3 für Gebiete und Städte, %4 für Kontinente, %5 für Hauptstädte, %6 Minimum, %7 aus dem Tausch, %8 aus Belohnungen).</translation>
    </message>
    <message>
        <source>Starting player: %1.</source>
        <translation>Startspieler: %1.</translation>
    </message>
    <message>
        <source>%2 claimed by %1.</source>
        <translation>%2 besetzt von %1.</translation>
    </message>
    <message>
        <source>Missile stopped by the Space Shield of %1.</source>
        <translation>Rakete abgewehrt durch das Weltraumschild von %1.</translation>
    </message>
    <message>
        <source>PP to spend for %1: %2.</source>
        <translation>Auszugebende PP für %1: %2.</translation>
    </message>
    <message>
        <source>Built by %1: %2.</source>
        <translation>Gebaut von %1: %2.</translation>
    </message>
    <message>
        <source>Shipped by %1: %2 from %3 to %4 across the %5.</source>
        <translation>Übergesetzt von %1: %2 von %3 über %5 nach %4.</translation>
    </message>
    <message>
        <source>%2 conquered by %1 from %3.</source>
        <translation>%2 erobert von %1, zuvor %3.</translation>
    </message>
    <message>
        <source>The battle for %1 is over, won by %2.</source>
        <translation>Der Kampf um %1 ist vorbei, gewonnen von %2.</translation>
    </message>
    <message>
        <source>End of the armistice between %1 and %2.</source>
        <translation>Ende des Waffenstillstands zwischen %1 und %2.</translation>
    </message>
    <message>
        <source>Eliminated: %1.</source>
        <translation>Ausgeschieden: %1.</translation>
    </message>
    <message>
        <source>Turn ended: %1.</source>
        <translation>Zug beendet: %1.</translation>
    </message>
    <message>
        <source>Capital of %1: %2.</source>
        <translation>Hauptstadt von %1: %2.</translation>
    </message>
    <message>
        <source>Cities: %1.</source>
        <translation>Städte: %1.</translation>
    </message>
    <message>
        <source>Battle for %1: attacker %2 (%3) against %4 (%5); winner: %6.</source>
        <translation>Schlacht um %1: Angreifer %2 (%3) gegen %4 (%5); Sieger: %6.</translation>
    </message>
    <message>
        <source>Home of %1: %2.</source>
        <translation>Heimatland von %1: %2.</translation>
    </message>
    <message>
        <source>Turn of %1.</source>
        <translation>Zug von %1.</translation>
    </message>
    <message>
        <source>%2 conquered by %1.</source>
        <translation>%2 erobert von %1.</translation>
    </message>
    <message>
        <source>Mission %2 fulfilled by %1.</source>
        <translation>Mission %2 erfüllt von %1.</translation>
    </message>
    <message>
        <source>Traded by %1: %2 (%3 stars) for %4.</source>
        <translation>Getauscht von %1: %2 (%3 Sterne) gegen %4.</translation>
    </message>
    <message>
        <source>Placed by %1: %2.</source>
        <translation>Gesetzt von %1: %2.</translation>
    </message>
    <message>
        <source>%2, the capital of %4, conquered by %1 from %3.</source>
        <translation>%2, die Hauptstadt von %4, erobert von %1, zuvor %3.</translation>
    </message>
    <message>
        <source>A missile rolls %1 against %2: %3.</source>
        <translation>Eine Rakete würfelt %1 gegen %2: %3.</translation>
    </message>
    <message>
        <source>The game ends in a draw: the round limit is reached.</source>
        <translation>Das Spiel endet unentschieden: Die Rundengrenze ist erreicht.</translation>
    </message>
    <message>
        <source>Production of %1.</source>
        <translation>Produktionsphase von %1.</translation>
    </message>
    <message>
        <source>Execution phase of %1.</source>
        <translation>Ausführungsphase von %1.</translation>
    </message>
    <message>
        <source>Attack on %2 by %1 from %3: %4 against %5 (%6); losses: %7 for the attacker, %8 for %9.</source>
        <translation>Angriff auf %2 durch %1 aus %3: %4 gegen %5 (%6); Verluste: %7 für den Angreifer, %8 für %9.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Turn order: %1.</source>
        <translation>Spielreihenfolge: %1.</translation>
    </message>
    <message>
        <source>A new game begins.</source>
        <translation>Ein neues Spiel beginnt.</translation>
    </message>
    <message>
        <source>Neutral areas: %1.</source>
        <translation>Neutrale Gebiete: %1.</translation>
    </message>
    <message>
        <source>Round %1 begins.</source>
        <translation>Runde %1 beginnt.</translation>
    </message>
    <message>
        <source>Armistice between %1 and %2.</source>
        <translation>Waffenstillstand zwischen %1 und %2.</translation>
    </message>
</context>
<context>
    <name>FortifyPage</name>
    <message>
        <source>Armies to move:</source>
        <translation>Armeen verschieben:</translation>
    </message>
    <message>
        <source>Fortify</source>
        <translation>Verschieben</translation>
    </message>
    <message>
        <source>End turn without fortifying</source>
        <translation>Zug ohne Verschieben beenden</translation>
    </message>
    <message>
        <source>Fortify: click one of your highlighted areas, then a highlighted area joined to it by your own areas.</source>
        <translation>Truppen verschieben: Klicke eines deiner markierten Gebiete an, dann ein markiertes Gebiet, das über deine eigenen Gebiete damit verbunden ist.</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) left this turn.</source>
        <translation>
            <numerusform>Noch %n Verschiebung in diesem Zug.</numerusform>
            <numerusform>Noch %n Verschiebungen in diesem Zug.</numerusform>
        </translation>
    </message>
    <message>
        <source>No move chosen.</source>
        <translation>Keine Verschiebung gewählt.</translation>
    </message>
    <message>
        <source>From %1: now click where the armies go.</source>
        <translation>Aus %1: Klicke jetzt an, wohin die Armeen gehen.</translation>
    </message>
    <message>
        <source>From %1 to %2.</source>
        <translation>Von %1 nach %2.</translation>
    </message>
</context>
<context>
    <name>GameOverScreen</name>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Statistics…</source>
        <translation>Statistik…</translation>
    </message>
    <message>
        <source>Watch the replay</source>
        <translation>Wiederholung ansehen</translation>
    </message>
    <message>
        <source>Areas owned at the end of each round (dashed: the target):</source>
        <translation>Gebiete am Ende jeder Runde (gestrichelt: das Ziel):</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>&amp;Areas</source>
        <translation>&amp;Gebiete</translation>
    </message>
    <message>
        <source>&amp;Luck</source>
        <translation>&amp;Glück</translation>
    </message>
    <message>
        <source>&lt;h1&gt;A draw&lt;/h1&gt;&lt;p&gt;The round limit (%1) was reached.&lt;/p&gt;</source>
        <extracomment>&quot;round&quot;: one round of the game (all four phases), not a circle.</extracomment>
        <translation>&lt;h1&gt;Unentschieden&lt;/h1&gt;&lt;p&gt;Die Rundengrenze (%1) wurde erreicht.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h1&gt;%1 wins!&lt;/h1&gt;&lt;p&gt;%3 missions and the own capital in round %4, playing %2.&lt;/p&gt;</source>
        <translation>&lt;h1&gt;%1 gewinnt!&lt;/h1&gt;&lt;p&gt;%3 Missionen und die eigene Hauptstadt in Runde %4, als %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h1&gt;%1 wins!&lt;/h1&gt;&lt;p&gt;The last one standing in round %4, playing %2.&lt;/p&gt;</source>
        <translation>&lt;h1&gt;%1 gewinnt!&lt;/h1&gt;&lt;p&gt;Als Letzter übrig in Runde %4, als %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h1&gt;%1 wins!&lt;/h1&gt;&lt;p&gt;%3 areas in round %4, playing %2.&lt;/p&gt;</source>
        <translation>&lt;h1&gt;%1 gewinnt!&lt;/h1&gt;&lt;p&gt;%3 Gebiete in Runde %4, als %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Areas owned at the end of each round:</source>
        <translation>Gebiete im Besitz am Ende jeder Runde:</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>&lt;h1&gt;%1 win!&lt;/h1&gt;&lt;p&gt;The last team standing in round %2.&lt;/p&gt;</source>
        <translation>&lt;h1&gt;%1 gewinnen!&lt;/h1&gt;&lt;p&gt;Das letzte verbliebene Team in Runde %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Areas</source>
        <translation>Gebiete</translation>
    </message>
    <message>
        <source>Tanks</source>
        <translation>Panzer</translation>
    </message>
    <message>
        <source>Planes</source>
        <translation>Flugzeuge</translation>
    </message>
    <message>
        <source>Submarines</source>
        <translation>U-Boote</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Armeen</translation>
    </message>
    <message>
        <source>Missions</source>
        <translation>Missionen</translation>
    </message>
    <message>
        <source>Seed of the dice: %1 · how to check that no roll was changed: Help → Rules, “Checking the dice”</source>
        <extracomment>Verifiable dice (issue 16): the seed every roll of the game came from.</extracomment>
        <translation>Startwert der Würfel: %1 · prüfen, dass kein Wurf verändert wurde: Hilfe → Spielregeln, „Die Würfel prüfen“</translation>
    </message>
    <message>
        <source>Nations</source>
        <translation>Nationen</translation>
    </message>
    <message>
        <source>&amp;Nations</source>
        <translation>&amp;Nationen</translation>
    </message>
    <message>
        <source>Nations owned at the end of each round:</source>
        <translation>Nationen im Besitz am Ende jeder Runde:</translation>
    </message>
    <message>
        <source>Divisions</source>
        <translation>Divisionen</translation>
    </message>
    <message>
        <source>Credits</source>
        <translation>Credits</translation>
    </message>
    <message>
        <source>Kills</source>
        <translation>Vernichtet</translation>
    </message>
    <message>
        <source>&lt;h1&gt;%1 wins!&lt;/h1&gt;&lt;p&gt;The last one standing in round %3, playing %2.&lt;/p&gt;</source>
        <translation>&lt;h1&gt;%1 gewinnt!&lt;/h1&gt;&lt;p&gt;Als Letzter übrig in Runde %3, mit %2.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>GoToAreaDialog</name>
    <message>
        <source>Go to area</source>
        <translation>Gehe zu Gebiet</translation>
    </message>
    <message>
        <source>&amp;Area or sea:</source>
        <translation>&amp;Gebiet oder Meeresgebiet:</translation>
    </message>
    <message>
        <source>Type a name…</source>
        <translation>Namen eingeben…</translation>
    </message>
    <message>
        <source>“%1” does not name exactly one area or sea.</source>
        <translation>„%1“ passt nicht zu genau einem Gebiet oder Meeresgebiet.</translation>
    </message>
    <message>
        <source>Type a name first.</source>
        <translation>Gib zuerst einen Namen ein.</translation>
    </message>
</context>
<context>
    <name>HandPanel</name>
    <message>
        <source>Your cards</source>
        <translation>Deine Karten</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Hidden until the next player takes the seat.</source>
        <translation>Verdeckt, bis der nächste Spieler Platz genommen hat.</translation>
    </message>
    <message>
        <source>Cards of %1</source>
        <translation>Karten von %1</translation>
    </message>
    <message>
        <source>No cards.</source>
        <translation>Keine Karten.</translation>
    </message>
    <message>
        <source>Explain %1</source>
        <translation>%1 erklären</translation>
    </message>
</context>
<context>
    <name>HandoverScreen</name>
    <message>
        <source>The other players look away: nothing private shows until you confirm.</source>
        <translation>Die anderen Spieler schauen weg: Nichts Privates erscheint, bevor du bestätigst.</translation>
    </message>
    <message>
        <source>Since your last claim:</source>
        <translation>Seit du zuletzt ein Gebiet besetzt hast:</translation>
    </message>
    <message>
        <source>Before your first claim:</source>
        <translation>Bevor du dein erstes Gebiet besetzt:</translation>
    </message>
    <message>
        <source>Since your last turn:</source>
        <translation>Seit deinem letzten Zug:</translation>
    </message>
    <message>
        <source>&lt;h1&gt;%1, a question for you&lt;/h1&gt;&lt;p&gt;Please pass the screen to %1 (%2).&lt;/p&gt;</source>
        <translation>&lt;h1&gt;%1, eine Frage an dich&lt;/h1&gt;&lt;p&gt;Bitte gib den Bildschirm an %1 (%2) weiter.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h1&gt;%1, your turn&lt;/h1&gt;&lt;p&gt;Please pass the screen to %1 (%2).&lt;/p&gt;</source>
        <translation>&lt;h1&gt;%1, du bist am Zug&lt;/h1&gt;&lt;p&gt;Bitte gib den Bildschirm an %1 (%2) weiter.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>I am %1</source>
        <translation>Ich bin %1</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Rules of Conquest</source>
        <translation>Spielregeln von Conquest</translation>
    </message>
    <message>
        <source>Card reference</source>
        <translation>Kartenübersicht</translation>
    </message>
    <message>
        <source>Rules of Risk</source>
        <translation>Regeln von Risiko</translation>
    </message>
    <message>
        <source>Mission reference</source>
        <translation>Übersicht der Missionen</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Conquest&lt;/h2&gt;&lt;p&gt;Version %1&lt;/p&gt;&lt;p&gt;A desktop version of the board game Conquest (EG Spiele, 1994) for 4 to 6 players, alone against the computer or around one screen.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Conquest&lt;/h2&gt;&lt;p&gt;Version %1&lt;/p&gt;&lt;p&gt;Eine Computerfassung des Brettspiels Conquest (EG Spiele, 1994) für 4 bis 6 Spieler, allein gegen den Computer oder gemeinsam an einem Bildschirm.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Conquest</source>
        <translation>Über Conquest</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>Choose the cards to return, then confirm.</source>
        <translation>Wähle die Karten, die du zurücklegst, und bestätige.</translation>
    </message>
    <message>
        <source>Fire a ballistic missile at the producing player, or pass.</source>
        <translation>Feuere eine ballistische Rakete auf den produzierenden Spieler ab, oder passe.</translation>
    </message>
    <message>
        <source>Missiles are coming: play a space shield, or pass.</source>
        <translation>Raketen im Anflug: Spiele ein Weltraumschild, oder passe.</translation>
    </message>
    <message>
        <source>Click a free area to claim it (keys: Tab to it, then Enter; Ctrl+G finds one by name).</source>
        <translation>Klicke auf ein freies Gebiet, um es zu besetzen (Tasten: mit Tab hin, dann Enter; Strg+G sucht eines nach Namen).</translation>
    </message>
    <message>
        <source>Click your areas (or a bordering sea for submarines) to place units; right-click removes; Enter confirms. Keys: Tab, Space places, Delete removes, Ctrl+Enter confirms.</source>
        <translation>Klicke auf deine Gebiete (oder ein angrenzendes Meeresgebiet für U-Boote), um Einheiten zu setzen; Rechtsklick entfernt; Enter bestätigt. Tasten: Tab, Leertaste setzt, Entf entfernt, Strg+Enter bestätigt.</translation>
    </message>
    <message>
        <source>Click an area with your units, then a highlighted destination (keys: Tab, Enter). E ends movement.</source>
        <translation>Klicke auf ein Gebiet mit deinen Einheiten, dann auf ein hervorgehobenes Ziel (Tasten: Tab, Enter). E beendet die Bewegung.</translation>
    </message>
    <message>
        <source>Choose the next battle: click a highlighted area (or Tab, Enter).</source>
        <translation>Wähle den nächsten Kampf: Klicke auf ein hervorgehobenes Gebiet (oder Tab, Enter).</translation>
    </message>
    <message>
        <source>Roll the dice (R), or play a battle card first.</source>
        <translation>Würfle (R), oder spiele vorher eine Kampfkarte.</translation>
    </message>
    <message>
        <source>Choose which enemy units your explosions hit.</source>
        <translation>Wähle, welche gegnerischen Einheiten deine Explosionen treffen.</translation>
    </message>
    <message>
        <source>Choose the submarines your torpedo sinks.</source>
        <translation>Wähle die U-Boote, die dein Torpedo versenkt.</translation>
    </message>
    <message>
        <source>End your turn (Enter), or play an armistice.</source>
        <translation>Beende deinen Zug (Enter), oder spiele einen Waffenstillstand.</translation>
    </message>
    <message>
        <source>Click one of your highlighted areas, then the area to attack; Enter attacks.</source>
        <translation>Klicke eines deiner markierten Gebiete an, dann das Gebiet, das du angreifst; Enter greift an.</translation>
    </message>
    <message>
        <source>Choose how many armies move into the conquered area; Enter confirms.</source>
        <translation>Wähle, wie viele Armeen in das eroberte Gebiet ziehen; Enter bestätigt.</translation>
    </message>
    <message>
        <source>Click one of your highlighted areas, then where its armies go; or end the turn.</source>
        <translation>Klicke eines deiner markierten Gebiete an, dann wohin seine Armeen gehen; oder beende den Zug.</translation>
    </message>
    <message>
        <source>Click one of your areas to make it your capital.</source>
        <translation>Klicke eines deiner Gebiete an, um es zu deiner Hauptstadt zu machen.</translation>
    </message>
    <message>
        <source>Click your areas to put armies on them; right-click takes one back; Enter confirms.</source>
        <translation>Klicke deine Gebiete an, um Armeen darauf zu setzen; Rechtsklick nimmt eine zurück; Enter bestätigt.</translation>
    </message>
    <message>
        <source>Click your areas to put your reinforcements on them; right-click takes one back; Enter confirms.</source>
        <translation>Klicke deine Gebiete an, um deine Verstärkung darauf zu setzen; Rechtsklick nimmt eine zurück; Enter bestätigt.</translation>
    </message>
    <message>
        <source>Choose cards showing 2 to 10 stars to trade for armies, or pass.</source>
        <translation>Wähle Karten mit zusammen 2 bis 10 Sternen, um sie gegen Armeen zu tauschen, oder passe.</translation>
    </message>
    <message>
        <source>Click a nation to make it your home.</source>
        <translation>Klicke eine Nation an, um sie zu deinem Heimatland zu machen.</translation>
    </message>
    <message>
        <source>Click one of your nations to move or attack from it, or buy, build and convert on the side panel, in any order; end the turn when you are done.</source>
        <translation>Klicke eine deiner Nationen an, um von dort zu bewegen oder anzugreifen, oder kaufe, baue und bekehre in der Seitenleiste, in beliebiger Reihenfolge; beende den Zug, wenn du fertig bist.</translation>
    </message>
    <message>
        <source>Choose where your retreating divisions go.</source>
        <translation>Wähle, wohin deine zurückweichenden Divisionen gehen.</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <source>What would the computer do?</source>
        <translation>Was würde der Computer tun?</translation>
    </message>
    <message>
        <source>Why:</source>
        <translation>Warum:</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Übernehmen</translation>
    </message>
    <message>
        <source>Take the suggestion</source>
        <translation>Den Vorschlag übernehmen</translation>
    </message>
    <message>
        <source>Dismiss (Esc)</source>
        <translation>Verwerfen (Esc)</translation>
    </message>
    <message>
        <source>The computer is thinking about your position…</source>
        <translation>Der Computer denkt über deine Stellung nach…</translation>
    </message>
</context>
<context>
    <name>HintPanelText</name>
    <message numerus="yes">
        <source>… and %n more step(s)</source>
        <translation>
            <numerusform>… und %n weiterer Schritt</numerusform>
            <numerusform>… und %n weitere Schritte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HintText</name>
    <message>
        <source>A hint is for your own decision: it is not your turn.</source>
        <translation>Ein Tipp gilt deiner eigenen Entscheidung: Du bist nicht am Zug.</translation>
    </message>
    <message>
        <source>Take the seat first (hand-over): then ask for a hint.</source>
        <translation>Übernimm zuerst den Platz (Übergabe): Dann frag nach einem Tipp.</translation>
    </message>
    <message>
        <source>Wait until the moves on the board have landed, then ask again.</source>
        <translation>Warte, bis die Züge auf dem Spielplan angekommen sind, und frag dann noch einmal.</translation>
    </message>
    <message>
        <source>The computer is still thinking about your position…</source>
        <translation>Der Computer denkt noch über deine Stellung nach…</translation>
    </message>
    <message>
        <source>The game is over: no decision left to hint at.</source>
        <translation>Das Spiel ist vorbei: Es gibt nichts mehr zu entscheiden.</translation>
    </message>
    <message>
        <source>No hints for these rules yet.</source>
        <translation>Für diese Regeln gibt es noch keine Tipps.</translation>
    </message>
    <message numerus="yes">
        <source>Trade %n card(s).</source>
        <translation>
            <numerusform>Tausche %n Karte.</numerusform>
            <numerusform>Tausche %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n army(s) into the conquered area.</source>
        <translation>
            <numerusform>Ziehe %n Armee in das eroberte Gebiet.</numerusform>
            <numerusform>Ziehe %n Armeen in das eroberte Gebiet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nuclear attack from %1 on %2 with %n nuke(s).</source>
        <translation>
            <numerusform>Atomangriff von %1 auf %2 mit %n Atomwaffe.</numerusform>
            <numerusform>Atomangriff von %1 auf %2 mit %n Atomwaffen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Buy %n nuke(s) in %1.</source>
        <translation>
            <numerusform>Kaufe %n Atomwaffe in %1.</numerusform>
            <numerusform>Kaufe %n Atomwaffen in %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The computer&apos;s plan: %n step(s).</source>
        <translation>
            <numerusform>Der Plan des Computers: %n Schritt.</numerusform>
            <numerusform>Der Plan des Computers: %n Schritte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nuclear attack from %1 on %2 with every unused nuke there.</source>
        <translation>Atomangriff von %1 auf %2 mit jeder unbenutzten Atomwaffe dort.</translation>
    </message>
    <message>
        <source>Intercept from %1, losing %2.</source>
        <translation>Abfangen von %1 aus, mit Verlust von %2.</translation>
    </message>
    <message>
        <source>Stop the nuclear attack.</source>
        <translation>Stoppe den Atomangriff.</translation>
    </message>
    <message>
        <source>Move %1 from %2 into the free area %3.</source>
        <translation>Ziehe %1 von %2 in das freie Gebiet %3.</translation>
    </message>
    <message>
        <source>Claim %1.</source>
        <translation>Besetze %1.</translation>
    </message>
    <message>
        <source>Capital in %1.</source>
        <translation>Hauptstadt in %1.</translation>
    </message>
    <message>
        <source>Place %1.</source>
        <translation>Setze %1.</translation>
    </message>
    <message>
        <source>Build %1.</source>
        <translation>Baue %1.</translation>
    </message>
    <message>
        <source>Move %1 from %2 to %3.</source>
        <translation>Ziehe %1 von %2 nach %3.</translation>
    </message>
    <message>
        <source>Ship %1 from %2 to %3.</source>
        <translation>Verschiffe %1 von %2 nach %3.</translation>
    </message>
    <message>
        <source>Attack %2 from %1.</source>
        <translation>Greife %2 von %1 aus an.</translation>
    </message>
    <message>
        <source>Play %1 against %2.</source>
        <translation>Spiele %1 gegen %2.</translation>
    </message>
    <message>
        <source>Play %1.</source>
        <translation>Spiele %1.</translation>
    </message>
    <message>
        <source>Fight the battle for %1 next.</source>
        <translation>Führe als Nächstes den Kampf um %1.</translation>
    </message>
    <message>
        <source>Roll the dice.</source>
        <translation>Würfle.</translation>
    </message>
    <message>
        <source>Hits on %1.</source>
        <translation>Treffer auf %1.</translation>
    </message>
    <message>
        <source>Sink %1.</source>
        <translation>Versenke %1.</translation>
    </message>
    <message>
        <source>Return %1.</source>
        <translation>Gib ab: %1.</translation>
    </message>
    <message>
        <source>Pass.</source>
        <translation>Passen.</translation>
    </message>
    <message>
        <source>Keep the cards.</source>
        <translation>Behalte die Karten.</translation>
    </message>
    <message>
        <source>End movement.</source>
        <translation>Beende die Bewegung.</translation>
    </message>
    <message>
        <source>Stop attacking.</source>
        <translation>Höre auf anzugreifen.</translation>
    </message>
    <message>
        <source>End the turn.</source>
        <translation>Beende den Zug.</translation>
    </message>
    <message>
        <source>The computer would:</source>
        <translation>Der Computer würde:</translation>
    </message>
</context>
<context>
    <name>HitsPage</name>
    <message numerus="yes">
        <source>%n explosion(s) in %1: choose which enemy units are hit.</source>
        <translation>
            <numerusform>%n Explosion in %1: Wähle, welche gegnerische Einheit getroffen wird.</numerusform>
            <numerusform>%n Explosionen in %1: Wähle, welche gegnerischen Einheiten getroffen werden.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>Choose your home: click one of the %1 nations you may take.</source>
        <translation>Wähle dein Heimatland: Klicke eine der %1 Nationen an, die du nehmen darfst.</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Resume the game I hosted last</source>
        <translation>Das zuletzt von mir gehostete Spiel fortsetzen</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>How long the game waits for a player whose connection was lost before a computer player takes his turns (in the lobby: before his seat is free again).</source>
        <translation>Wie lange das Spiel auf einen Spieler wartet, dessen Verbindung abgebrochen ist, bevor ein Computerspieler seine Züge übernimmt (in der Lobby: bevor sein Platz wieder frei ist).</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Dein Name:</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Regeln:</translation>
    </message>
    <message>
        <source>Wait for a player who left:</source>
        <translation>Auf einen Spieler warten, der gegangen ist:</translation>
    </message>
    <message>
        <source>Then he is played by:</source>
        <translation>Danach spielt für ihn:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Port:</translation>
    </message>
    <message>
        <source>Host a game</source>
        <translation>Ein Spiel hosten</translation>
    </message>
    <message>
        <source>me</source>
        <translation>ich</translation>
    </message>
    <message>
        <source>open for a friend</source>
        <translation>frei für einen Freund</translation>
    </message>
    <message>
        <source>another player at this screen</source>
        <translation>ein anderer Spieler an diesem Bildschirm</translation>
    </message>
    <message>
        <source>computer: %1</source>
        <translation>Computer: %1</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Your name:</source>
        <translation>Dein Name:</translation>
    </message>
    <message>
        <source>Host&apos;s address:</source>
        <translation>Adresse des Hosts:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Port:</translation>
    </message>
    <message>
        <source>Search the local network</source>
        <translation>Im lokalen Netzwerk suchen</translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation>Einem Spiel beitreten</translation>
    </message>
    <message numerus="yes">
        <source>%1 at %2 (%n free seat(s))</source>
        <translation>
            <numerusform>%1 unter %2 (%n freier Platz)</numerusform>
            <numerusform>%1 unter %2 (%n freie Plätze)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Launch</name>
    <message>
        <source>Unexpected error</source>
        <translation>Unerwarteter Fehler</translation>
    </message>
    <message>
        <source>Something went wrong. The game tries to go on; saving now is a good idea.</source>
        <translation>Etwas ist schiefgegangen. Das Spiel versucht weiterzulaufen; jetzt zu speichern ist eine gute Idee.</translation>
    </message>
</context>
<context>
    <name>LineChart</name>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Round %1</source>
        <extracomment>the hover readout&apos;s heading over the values of one round</extracomment>
        <translation>Runde %1</translation>
    </message>
</context>
<context>
    <name>LobbyPage</name>
    <message>
        <source>Lobby</source>
        <translation>Lobby</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Das Spiel starten</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Zurück zum Spiel</translation>
    </message>
    <message>
        <source>Say something to everyone…</source>
        <translation>Sag allen etwas…</translation>
    </message>
    <message>
        <source>Friends join at %1</source>
        <translation>Freunde treten bei unter %1</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation> (du)</translation>
    </message>
    <message>
        <source>to move</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <source>computer player (%1)</source>
        <translation>Computerspieler (%1)</translation>
    </message>
    <message>
        <source>open for a friend</source>
        <translation>frei für einen Freund</translation>
    </message>
    <message>
        <source>away, a computer player sits in</source>
        <translation>abwesend, ein Computerspieler springt ein</translation>
    </message>
    <message>
        <source>away</source>
        <translation>abwesend</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>bereit</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>noch nicht bereit</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <source>Everything</source>
        <translation>Alles</translation>
    </message>
</context>
<context>
    <name>LuckPage</name>
    <message>
        <source>Reading the game…</source>
        <translation>Die Partie wird gelesen…</translation>
    </message>
    <message>
        <source>Dice pairs won, against what fair dice would give on average:</source>
        <translation>Gewonnene Würfelpaare, verglichen mit dem, was faire Würfel im Mittel ergäben:</translation>
    </message>
    <message>
        <source>Explosions rolled, against what fair dice would give on average:</source>
        <translation>Gewürfelte Explosionen, verglichen mit dem, was faire Würfel im Mittel ergäben:</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Pairs won</source>
        <translation>Paare gewonnen</translation>
    </message>
    <message>
        <source>Explosions</source>
        <translation>Explosionen</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Erwartet</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Differenz</translation>
    </message>
    <message>
        <source>Luck (deviations)</source>
        <translation>Glück (Abweichungen)</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Glück</translation>
    </message>
    <message>
        <source>Won against the odds</source>
        <translation>Gegen die Chancen gewonnen</translation>
    </message>
    <message>
        <source>Lost despite the odds</source>
        <translation>Trotz der Chancen verloren</translation>
    </message>
    <message>
        <source>Card rolls (explosions rolled of those expected):</source>
        <translation>Kartenwürfe (gewürfelte von den erwarteten Explosionen):</translation>
    </message>
    <message>
        <source>Each pair of dice compared counts for the side that won it. A deviation is the usual spread of fair dice: within one either way is ordinary, beyond two is rare. An attack from one area on another counts as won against the odds when the attacker&apos;s chance to take the area was below one half as it began.</source>
        <translation>Jedes verglichene Würfelpaar zählt für die Seite, die es gewann. Eine Abweichung ist die übliche Streuung fairer Würfel: innerhalb von einer nach beiden Seiten ist gewöhnlich, jenseits von zwei selten. Ein Angriff von einem Gebiet auf ein anderes gilt als gegen die Chancen gewonnen, wenn die Chance des Angreifers, das Gebiet zu nehmen, zu Beginn unter der Hälfte lag.</translation>
    </message>
    <message>
        <source>Luck counts each roll for the player it helps (missiles fired at a player count against him). A deviation is the usual spread of fair dice: within one either way is ordinary, beyond two is rare. A battle counts as won against the odds when its attacker&apos;s chance was below one half as it began.</source>
        <translation>Glück zählt jeden Wurf für den Spieler, dem er hilft (Raketen auf einen Spieler zählen gegen ihn). Eine Abweichung ist die übliche Streuung fairer Würfel: innerhalb von einer nach beiden Seiten ist gewöhnlich, jenseits von zwei selten. Eine Schlacht gilt als gegen die Chancen gewonnen, wenn die Chance des Angreifers zu Beginn unter der Hälfte lag.</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>No dice in this game: battles go to the higher total.</source>
        <translation>Keine Würfel in diesem Spiel: Die höhere Summe gewinnt die Schlacht.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Conquest</source>
        <translation>Conquest</translation>
    </message>
    <message>
        <source>Welcome to Conquest.</source>
        <translation>Willkommen bei Conquest.</translation>
    </message>
    <message>
        <source>The computer players are playing… (S skips the animation)</source>
        <translation>Die Computerspieler sind am Zug… (S überspringt die Animation)</translation>
    </message>
    <message>
        <source>Press Continue (Enter) to hand the screen over.</source>
        <translation>Klicke auf Weiter (Enter), um den Bildschirm weiterzugeben.</translation>
    </message>
    <message>
        <source>Saving is not available yet.</source>
        <translation>Speichern ist noch nicht verfügbar.</translation>
    </message>
    <message>
        <source>Not available yet</source>
        <translation>Noch nicht verfügbar</translation>
    </message>
    <message>
        <source>Saving and loading games is not available yet in this version.</source>
        <translation>Spiele speichern und laden ist in dieser Version noch nicht verfügbar.</translation>
    </message>
    <message>
        <source>Settings are not available yet.</source>
        <translation>Einstellungen sind noch nicht verfügbar.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>End the game in progress and start a new one?</source>
        <translation>Das laufende Spiel beenden und ein neues beginnen?</translation>
    </message>
    <message>
        <source>Quit Conquest</source>
        <translation>Conquest beenden</translation>
    </message>
    <message>
        <source>Quit the game in progress?</source>
        <translation>Das laufende Spiel beenden?</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Nichts rückgängig zu machen.</translation>
    </message>
    <message>
        <source>Move taken back.</source>
        <translation>Zug zurückgenommen.</translation>
    </message>
    <message>
        <source>Armistice</source>
        <translation>Waffenstillstand</translation>
    </message>
    <message>
        <source>Armistice with:</source>
        <translation>Waffenstillstand mit:</translation>
    </message>
    <message>
        <source>Unit to park on the card:</source>
        <translation>Einheit, die auf die Karte gestellt wird:</translation>
    </message>
    <message>
        <source>Replay a Saved Game</source>
        <translation>Gespeichertes Spiel wiederholen</translation>
    </message>
</context>
<context>
    <name>Menu</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Fit board</source>
        <translation>Spielplan &amp;einpassen</translation>
    </message>
    <message>
        <source>&amp;Colour-blind palette</source>
        <translation>&amp;Farbenblind-Palette</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>&amp;Replay a saved game…</source>
        <translation>Gespeichertes Spiel &amp;wiederholen…</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>Stat&amp;istik…</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>Animations&amp;geschwindigkeit</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>S&amp;kip computer turns&apos; animation</source>
        <translation>Animation der &amp;Computerzüge überspringen</translation>
    </message>
    <message>
        <source>Next &amp;pane (board, side panel, log)</source>
        <translation>&amp;Nächster Bereich (Spielplan, Seitenleiste, Protokoll)</translation>
    </message>
    <message>
        <source>Pre&amp;vious pane</source>
        <translation>Vor&amp;heriger Bereich</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Zug</translation>
    </message>
    <message>
        <source>Confirm / end step</source>
        <translation>Bestätigen / Schritt beenden</translation>
    </message>
    <message>
        <source>&amp;End movement</source>
        <translation>Bewegung b&amp;eenden</translation>
    </message>
    <message>
        <source>&amp;Roll the dice</source>
        <translation>&amp;Würfeln</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Deselect</source>
        <translation>Auswahl auf&amp;heben</translation>
    </message>
    <message>
        <source>What would the computer &amp;do?</source>
        <translation>Was würde der Computer &amp;tun?</translation>
    </message>
    <message>
        <source>Choose &amp;area by keyboard</source>
        <translation>Gebiet per &amp;Tastatur wählen</translation>
    </message>
    <message>
        <source>&amp;Next area</source>
        <translation>&amp;Nächstes Gebiet</translation>
    </message>
    <message>
        <source>&amp;Previous area</source>
        <translation>&amp;Vorheriges Gebiet</translation>
    </message>
    <message>
        <source>&amp;Choose the marked area</source>
        <translation>Markiertes Gebiet &amp;wählen</translation>
    </message>
    <message>
        <source>&amp;Remove a unit from the marked area</source>
        <translation>Eine Einheit aus dem markierten Gebiet &amp;entfernen</translation>
    </message>
    <message>
        <source>&amp;Go to area…</source>
        <translation>&amp;Gehe zu Gebiet…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Spielregeln</translation>
    </message>
    <message>
        <source>&amp;Card reference</source>
        <translation>&amp;Kartenübersicht</translation>
    </message>
    <message>
        <source>&amp;About Conquest</source>
        <translation>Über &amp;Conquest</translation>
    </message>
    <message>
        <source>&amp;Missions…</source>
        <translation>&amp;Missionen…</translation>
    </message>
    <message>
        <source>&amp;Mission reference</source>
        <translation>Übersicht der &amp;Missionen</translation>
    </message>
    <message>
        <source>&amp;Nuclear weapons rules</source>
        <translation>Regeln für &amp;Atomwaffen</translation>
    </message>
    <message>
        <source>&amp;End turn</source>
        <translation>Zug b&amp;eenden</translation>
    </message>
</context>
<context>
    <name>MissilesPage</name>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>%1 is about to produce. Fire a ballistic missile? (Missiles fired so far: %2.)</source>
        <translation>%1 produziert gleich. Eine ballistische Rakete abfeuern? (Bisher abgefeuert: %2.)</translation>
    </message>
</context>
<context>
    <name>Mission</name>
    <message>
        <source>Conquer 3 or more areas in one turn</source>
        <translation>3 oder mehr Gebiete in einem Zug erobern</translation>
    </message>
    <message>
        <source>Hold every area of one continent</source>
        <translation>Alle Gebiete eines Kontinents halten</translation>
    </message>
    <message>
        <source>Hold 4 or more city areas</source>
        <translation>4 oder mehr Städte halten</translation>
    </message>
    <message>
        <source>Conquer an area attacking from one that held 10 or more armies</source>
        <translation>Ein Gebiet aus einem Gebiet mit 10 oder mehr Armeen erobern</translation>
    </message>
    <message>
        <source>Conquer an area across a sea lane</source>
        <translation>Ein Gebiet über einen Seeweg erobern</translation>
    </message>
    <message>
        <source>Hold every area of two continents</source>
        <translation>Alle Gebiete zweier Kontinente halten</translation>
    </message>
    <message>
        <source>Hold another player&apos;s capital</source>
        <translation>Die Hauptstadt eines anderen Spielers halten</translation>
    </message>
    <message>
        <source>Conquer 6 or more areas in one turn</source>
        <translation>6 oder mehr Gebiete in einem Zug erobern</translation>
    </message>
    <message>
        <source>Hold 3 or more capitals</source>
        <translation>3 oder mehr Hauptstädte halten</translation>
    </message>
    <message>
        <source>Eliminate a player</source>
        <translation>Einen Spieler ausschalten</translation>
    </message>
</context>
<context>
    <name>MissionsDialog</name>
    <message>
        <source>Missions</source>
        <translation>Missionen</translation>
    </message>
    <message>
        <source>Mission</source>
        <translation>Mission</translation>
    </message>
    <message>
        <source>To fulfil</source>
        <translation>Zu erfüllen</translation>
    </message>
    <message>
        <source>Reward</source>
        <translation>Belohnung</translation>
    </message>
    <message>
        <source>Fulfilled by</source>
        <translation>Erfüllt von</translation>
    </message>
    <message>
        <source>Your progress</source>
        <translation>Dein Fortschritt</translation>
    </message>
    <message>
        <source>The ten missions are open to everyone: the first player to meet one keeps it for good. %1 missions and your own capital win the game. Holding missions are checked at the start of your turn, the others at once. You fulfil at most one mission per turn of your own and none in round 1; of several at once, the first in the table. Missions taken over from an eliminated player always count.</source>
        <translation>Die zehn Missionen stehen allen offen: Wer eine als Erster erfüllt, behält sie für immer. %1 Missionen und die eigene Hauptstadt gewinnen das Spiel. Missionen des Haltens zählen zu Beginn deines Zuges, die anderen sofort. Du erfüllst höchstens eine Mission pro eigenem Zug und keine in Runde 1; von mehreren zugleich die erste der Tabelle. Missionen, die du von einem ausgeschiedenen Spieler übernimmst, zählen immer.</translation>
    </message>
    <message>
        <source>The ten missions are open to everyone: the first player to meet one keeps it for good. %1 missions and your own capital win the game. Holding missions are checked at the start of your turn (from round 2), the others at once.</source>
        <translation>Die zehn Missionen stehen allen offen: Wer eine als Erster erfüllt, behält sie für immer. %1 Missionen und die eigene Hauptstadt gewinnen das Spiel. Missionen des Haltens zählen zu Beginn deines Zuges (ab Runde 2), die anderen sofort.</translation>
    </message>
    <message>
        <source>This game began before the rule of one mission a turn and is played without it.</source>
        <translation>Dieses Spiel begann vor der Regel einer Mission pro Zug und wird ohne sie gespielt.</translation>
    </message>
    <message>
        <source>Basic training: missions give no rewards.</source>
        <translation>Grundausbildung: Missionen bringen keine Belohnung.</translation>
    </message>
    <message>
        <source>when it happens</source>
        <translation>sobald es geschieht</translation>
    </message>
    <message>
        <source>held at your turn&apos;s start</source>
        <translation>gehalten zu Beginn deines Zuges</translation>
    </message>
    <message>
        <source>This reward left the game with its holder.</source>
        <translation>Diese Belohnung hat mit ihrem Inhaber das Spiel verlassen.</translation>
    </message>
    <message>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>Progress of %1</source>
        <translation>Fortschritt: %1</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>fulfilled ✓</source>
        <translation>erfüllt ✓</translation>
    </message>
    <message>
        <source>at once when it happens</source>
        <translation>sofort, wenn es geschieht</translation>
    </message>
    <message>
        <source>conquered this turn: %1 of %2</source>
        <translation>in diesem Zug erobert: %1 von %2</translation>
    </message>
    <message>
        <source>cities: %1 of %2</source>
        <translation>Städte: %1 von %2</translation>
    </message>
    <message>
        <source>continents: %1 of %2</source>
        <translation>Kontinente: %1 von %2</translation>
    </message>
    <message>
        <source>capitals of others: %1 of %2</source>
        <translation>Hauptstädte anderer: %1 von %2</translation>
    </message>
    <message>
        <source>capitals: %1 of %2</source>
        <translation>Hauptstädte: %1 von %2</translation>
    </message>
    <message>
        <source>%3: %1 of %2 areas</source>
        <translation>%3: %1 von %2 Gebieten</translation>
    </message>
    <message>
        <source>largest army: %1 of %2 (%3)</source>
        <translation>größte Armee: %1 von %2 (%3)</translation>
    </message>
    <message>
        <source>The progress is shown to the player at the screen once he has taken the seat.</source>
        <translation>Den Fortschritt sieht der Spieler am Bildschirm, sobald er Platz genommen hat.</translation>
    </message>
    <message>
        <source>This game has no limit of missions per turn.</source>
        <translation>Dieses Spiel kennt keine Grenze für Missionen pro Zug.</translation>
    </message>
    <message>
        <source>No mission can be fulfilled in round 1.</source>
        <translation>In Runde 1 kann keine Mission erfüllt werden.</translation>
    </message>
    <message>
        <source>You can fulfil a mission in your own turn: one per turn.</source>
        <translation>Du kannst eine Mission in deinem eigenen Zug erfüllen: eine pro Zug.</translation>
    </message>
    <message>
        <source>You can still fulfil one mission this turn.</source>
        <translation>Du kannst in diesem Zug noch eine Mission erfüllen.</translation>
    </message>
    <message>
        <source>You fulfilled %1 this turn: the next one in your next turn.</source>
        <translation>Du hast in diesem Zug %1 erfüllt: die nächste in deinem nächsten Zug.</translation>
    </message>
    <message>
        <source>To win: %1 missions and your own capital.</source>
        <translation>Zum Sieg: %1 Missionen und die eigene Hauptstadt.</translation>
    </message>
    <message>
        <source>%1: %2 of %3 missions</source>
        <translation>%1: %2 von %3 Missionen</translation>
    </message>
    <message>
        <source>%1: %2 of %3 missions, capital held</source>
        <translation>%1: %2 von %3 Missionen, Hauptstadt gehalten</translation>
    </message>
    <message>
        <source>%1: %2 of %3 missions, capital lost</source>
        <translation>%1: %2 von %3 Missionen, Hauptstadt verloren</translation>
    </message>
</context>
<context>
    <name>MovementPage</name>
    <message>
        <source>Tanks (&amp;1)</source>
        <translation>Panzer (&amp;1)</translation>
    </message>
    <message>
        <source>Planes (&amp;2)</source>
        <translation>Flugzeuge (&amp;2)</translation>
    </message>
    <message>
        <source>Subs (&amp;3)</source>
        <translation>U-Boote (&amp;3)</translation>
    </message>
    <message>
        <source>How many:</source>
        <translation>Wie viele:</translation>
    </message>
    <message>
        <source>Undo move</source>
        <translation>Zug zurücknehmen</translation>
    </message>
    <message>
        <source>End movement (E)</source>
        <translation>Bewegung beenden (E)</translation>
    </message>
    <message>
        <source>Select an area with units, choose what moves and how many, then click a highlighted destination. Planes fly two steps; tanks next to a sea with your submarine can sail to any coast of that sea.</source>
        <translation>Wähle ein Gebiet mit Einheiten, wähle, was und wie viel sich bewegt, und klicke dann auf ein hervorgehobenes Ziel. Flugzeuge fliegen zwei Schritte; Panzer an einem Meeresgebiet mit deinem U-Boot können an jede Küste dieses Meeres übersetzen.</translation>
    </message>
    <message>
        <source>Nothing selected.</source>
        <translation>Nichts ausgewählt.</translation>
    </message>
    <message numerus="yes">
        <source>Selected: &lt;b&gt;%1&lt;/b&gt; — %n destination(s).</source>
        <translation>
            <numerusform>Ausgewählt: &lt;b&gt;%1&lt;/b&gt; — %n Ziel.</numerusform>
            <numerusform>Ausgewählt: &lt;b&gt;%1&lt;/b&gt; — %n Ziele.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2% to conquer, %3 survivors expected</source>
        <translation>%1: %2% Eroberungschance, %3 Überlebende erwartet</translation>
    </message>
</context>
<context>
    <name>NetworkGame</name>
    <message>
        <source>Players and chat</source>
        <translation>Spieler und Chat</translation>
    </message>
    <message>
        <source>The host cannot be reached.</source>
        <translation>Der Host ist nicht erreichbar.</translation>
    </message>
    <message>
        <source>The connection to the host was lost; trying again…</source>
        <translation>Die Verbindung zum Host ist abgebrochen; neuer Versuch…</translation>
    </message>
    <message>
        <source>The host plays %1, you have %2: both need the same version.</source>
        <translation>Der Host spielt %1, du hast %2: beide brauchen dieselbe Version.</translation>
    </message>
    <message>
        <source>This game has no free seat.</source>
        <translation>Dieses Spiel hat keinen freien Platz.</translation>
    </message>
    <message>
        <source>The host&apos;s game does not check out (%1).</source>
        <translation>Das Spiel des Hosts stimmt nicht (%1).</translation>
    </message>
    <message>
        <source>Every roll checked against the host&apos;s seed; your copy: %1</source>
        <translation>Jeder Wurf mit dem Seed des Hosts geprüft; deine Kopie: %1</translation>
    </message>
    <message>
        <source>The host keeps this network game; at its end your checked copy goes to the saves folder.</source>
        <translation>Der Gastgeber speichert dieses Netzwerkspiel; am Ende kommt deine geprüfte Kopie in den Ordner der Spielstände.</translation>
    </message>
    <message>
        <source>The statistics open when the network game ends: only the host knows its dice until then.</source>
        <translation>Die Statistik öffnet sich, wenn das Netzwerkspiel endet: Bis dahin kennt nur der Gastgeber die Würfe.</translation>
    </message>
    <message>
        <source>You host this network game: leaving it ends it for every player. Leave it?</source>
        <translation>Du bist Gastgeber dieses Netzwerkspiels: Wenn du es verlässt, endet es für alle Spieler. Verlassen?</translation>
    </message>
    <message>
        <source>Leave the network game? A computer player takes your turns once the host stops waiting for you.</source>
        <translation>Das Netzwerkspiel verlassen? Ein Computerspieler übernimmt deine Züge, sobald der Gastgeber nicht mehr auf dich wartet.</translation>
    </message>
    <message>
        <source>Leave the network game</source>
        <translation>Netzwerkspiel verlassen</translation>
    </message>
    <message>
        <source>The game hosted last cannot be resumed.</source>
        <translation>Das zuletzt gehostete Spiel kann nicht fortgesetzt werden.</translation>
    </message>
    <message>
        <source>Cannot listen on port %1.</source>
        <translation>Kann nicht auf Port %1 lauschen.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Computer %1</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>Random moves</source>
        <translation>Zufällige Züge</translation>
    </message>
    <message>
        <source>Plays its plans out against the others&apos; replies before it moves.</source>
        <translation>Spielt seine Pläne gegen die Antworten der anderen durch, bevor er zieht.</translation>
    </message>
    <message>
        <source>Risk on this board: armies and six-sided dice, continents with bonuses, cards traded for armies; win with three missions while holding your capital.</source>
        <translation>Risiko auf diesem Brett: Armeen und sechsseitige Würfel, Kontinente mit Bonus, Karten gegen Armeen tauschen; gewinne mit drei Missionen und deiner eigenen Hauptstadt.</translation>
    </message>
    <message>
        <source>The board game Conquest: tanks, planes and submarines, production, explosion dice and 60 cards; win by holding the target number of areas.</source>
        <translation>Das Brettspiel Conquest: Panzer, Flugzeuge und U-Boote, Produktion, Explosionswürfel und 60 Karten; gewinne, indem du die Zielzahl an Gebieten hältst.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Regeln:</translation>
    </message>
    <message>
        <source>Conquest</source>
        <translation>Conquest</translation>
    </message>
    <message>
        <source>Risk</source>
        <translation>Risiko</translation>
    </message>
    <message>
        <source>Read the rules…</source>
        <translation>Regeln lesen…</translation>
    </message>
    <message>
        <source>Version:</source>
        <translation>Version:</translation>
    </message>
    <message>
        <source>Rules…</source>
        <translation>Regeln…</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <source>Allow 2–3 players (neutral areas even out the start)</source>
        <translation>2–3 Spieler erlauben (neutrale Gebiete gleichen den Start aus)</translation>
    </message>
    <message>
        <source>Seats (clockwise)</source>
        <translation>Plätze (im Uhrzeigersinn)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Computerstärke</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Rules options</source>
        <translation>Regeloptionen</translation>
    </message>
    <message>
        <source>How many of a die&apos;s six faces show an explosion (the game has 2).</source>
        <translation>Wie viele der sechs Würfelseiten eine Explosion zeigen (im Spiel 2).</translation>
    </message>
    <message>
        <source>Explosion faces per die:</source>
        <translation>Explosionsseiten pro Würfel:</translation>
    </message>
    <message>
        <source>Areas needed to win:</source>
        <translation>Gebiete zum Sieg:</translation>
    </message>
    <message>
        <source>Deal the areas at random instead of claiming them</source>
        <translation>Gebiete zufällig verteilen statt sie zu besetzen</translation>
    </message>
    <message>
        <source>Draw after</source>
        <translation>Unentschieden nach</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Round limit:</source>
        <extracomment>&quot;Round&quot;: one round of the game (turn order, cards, production, execution); after the limit it is a draw.</extracomment>
        <translation>Rundengrenze:</translation>
    </message>
    <message>
        <source>Teams:</source>
        <translation>Teams:</translation>
    </message>
    <message>
        <source>None: everyone for himself</source>
        <translation>Keine: jeder für sich</translation>
    </message>
    <message>
        <source>Pairs across the table</source>
        <translation>Paare über den Tisch</translation>
    </message>
    <message>
        <source>Pairs of neighbours</source>
        <translation>Paare von Nachbarn</translation>
    </message>
    <message>
        <source>Two teams: every other seat</source>
        <translation>Zwei Teams: jeder zweite Platz</translation>
    </message>
    <message>
        <source>Custom: choose each seat&apos;s team</source>
        <translation>Selbst wählen: das Team jedes Platzes</translation>
    </message>
    <message>
        <source>Allies never attack each other, share their nations, may revive a fallen ally, and win together.</source>
        <translation>Verbündete greifen einander nie an, teilen ihre Nationen, dürfen einen gefallenen Verbündeten wiederbeleben und gewinnen gemeinsam.</translation>
    </message>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>The same seed and the same decisions give the same game.</source>
        <translation>Gleicher Startwert und gleiche Entscheidungen ergeben dasselbe Spiel.</translation>
    </message>
    <message>
        <source>Seed (optional):</source>
        <translation>Startwert (optional):</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Every player needs a different colour.</source>
        <translation>Jeder Spieler braucht eine andere Farbe.</translation>
    </message>
    <message>
        <source>Teams need at least two sides: two teams, or a team and a player alone.</source>
        <translation>Teams brauchen mindestens zwei Seiten: zwei Teams oder ein Team und einen Spieler allein.</translation>
    </message>
    <message>
        <source>The target must be more than the %1 areas each player gets at the start.</source>
        <translation>Das Ziel muss über den %1 Gebieten liegen, die jeder Spieler zu Beginn erhält.</translation>
    </message>
    <message>
        <source>The seed must be a whole number.</source>
        <translation>Der Startwert muss eine ganze Zahl sein.</translation>
    </message>
    <message>
        <source>A name of up to %1 letters, digits or signs.</source>
        <translation>Ein Name aus höchstens %1 Buchstaben, Ziffern oder Zeichen.</translation>
    </message>
    <message>
        <source>Comanda &amp; Conquista</source>
        <translation>Comanda &amp; Conquista</translation>
    </message>
    <message>
        <source>Comanda &amp; Conquista: credits from your nations, four kinds of division, battles without dice (the higher total wins), homes, defences, airlifts and alliances.</source>
        <translation>Comanda &amp; Conquista: Credits aus deinen Nationen, vier Arten von Divisionen, Schlachten ohne Würfel (die höhere Summe gewinnt), Heimatländer, Verteidigungen, Luftbrücken und Bündnisse.</translation>
    </message>
</context>
<context>
    <name>Nuclear</name>
    <message>
        <source>Nuclear weapons</source>
        <translation>Atomwaffen</translation>
    </message>
    <message>
        <source>Nukes to buy: </source>
        <translation>Atomwaffen kaufen: </translation>
    </message>
    <message>
        <source>Nukes: </source>
        <translation>Atomwaffen: </translation>
    </message>
    <message>
        <source>Launch the nuclear attack</source>
        <translation>Atomangriff starten</translation>
    </message>
    <message>
        <source>Choose the target on the board</source>
        <translation>Ziel auf dem Brett wählen</translation>
    </message>
    <message>
        <source>Armies: </source>
        <translation>Armeen: </translation>
    </message>
    <message>
        <source>Occupy the free area</source>
        <translation>Das freie Gebiet besetzen</translation>
    </message>
    <message>
        <source>Click the area to strike.</source>
        <translation>Klicke auf das Gebiet, das du treffen willst.</translation>
    </message>
    <message>
        <source>%1 → free %2</source>
        <translation>%1 → frei %2</translation>
    </message>
    <message numerus="yes">
        <source>A nuke costs %1 PP, on one of your areas; %n left in your supply.</source>
        <translation>
            <numerusform>Eine Atomwaffe kostet %1 PP, auf einem deiner Gebiete; noch %n in deinem Vorrat.</numerusform>
            <numerusform>Eine Atomwaffe kostet %1 PP, auf einem deiner Gebiete; noch %n in deinem Vorrat.</numerusform>
        </translation>
    </message>
    <message>
        <source>From %1</source>
        <translation>Von %1</translation>
    </message>
    <message>
        <source>At %1</source>
        <translation>Auf %1</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n Runde</numerusform>
            <numerusform>%n Runden</numerusform>
        </translation>
    </message>
    <message>
        <source>free</source>
        <translation>frei</translation>
    </message>
    <message>
        <source>Free: nobody owns it; units may move in without a battle.</source>
        <translation>Frei: Es gehört niemandem; Einheiten dürfen ohne Schlacht einziehen.</translation>
    </message>
    <message numerus="yes">
        <source>%n nuke(s)</source>
        <translation>
            <numerusform>%n Atomwaffe</numerusform>
            <numerusform>%n Atomwaffen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tank(s)</source>
        <translation>
            <numerusform>%n Panzer</numerusform>
            <numerusform>%n Panzer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n plane(s)</source>
        <translation>
            <numerusform>%n Flugzeug</numerusform>
            <numerusform>%n Flugzeuge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n army(ies)</source>
        <translation>
            <numerusform>%n Armee</numerusform>
            <numerusform>%n Armeen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Contaminated for %n more round(s): no unit may enter it.</source>
        <translation>
            <numerusform>Noch %n Runde verseucht: keine Einheit darf es betreten.</numerusform>
            <numerusform>Noch %n Runden verseucht: keine Einheit darf es betreten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A nuke costs %1 armies, on one of your areas; %n left in your supply.</source>
        <translation>
            <numerusform>Eine Atomwaffe kostet %1 Armeen, auf einem deiner Gebiete; noch %n in deinem Vorrat.</numerusform>
            <numerusform>Eine Atomwaffe kostet %1 Armeen, auf einem deiner Gebiete; noch %n in deinem Vorrat.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 strikes from %2 at %3 (held by %4) with %n nuke(s).</source>
        <translation>
            <numerusform>%1 greift von %2 aus %3 (von %4 gehalten) mit %n Atomwaffe an.</numerusform>
            <numerusform>%1 greift von %2 aus %3 (von %4 gehalten) mit %n Atomwaffen an.</numerusform>
        </translation>
    </message>
    <message>
        <source>Intercept it from one of your areas next to the target (you lose the unit named), or let it pass.</source>
        <translation>Fange ihn von einem deiner Gebiete neben dem Ziel ab (du verlierst die genannte Einheit) oder lass ihn durch.</translation>
    </message>
    <message>
        <source>Intercept from %1 (lose %2)</source>
        <translation>Von %1 abfangen (%2 verlieren)</translation>
    </message>
    <message>
        <source>Let it pass</source>
        <translation>Durchlassen</translation>
    </message>
    <message numerus="yes">
        <source>Your nuclear attack on %1: %n nuke(s) committed. Roll or stop?</source>
        <translation>
            <numerusform>Dein Atomangriff auf %1: %n Atomwaffe eingesetzt. Würfeln oder aufhören?</numerusform>
            <numerusform>Dein Atomangriff auf %1: %n Atomwaffen eingesetzt. Würfeln oder aufhören?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2% to contaminate it with %n nuke(s), %3 nukes lost on average.</source>
        <translation>
            <numerusform>%1: %2% Chance auf Verseuchung mit %n Atomwaffe, im Mittel %3 Atomwaffen verloren.</numerusform>
            <numerusform>%1: %2% Chance auf Verseuchung mit %n Atomwaffen, im Mittel %3 Atomwaffen verloren.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Striker %1: %n nuke(s) from %2</source>
        <translation>
            <numerusform>Angreifer %1: %n Atomwaffe aus %2</numerusform>
            <numerusform>Angreifer %1: %n Atomwaffen aus %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Now: %n nuke(s) against %1</source>
        <translation>
            <numerusform>Jetzt: %n Atomwaffe gegen %1</numerusform>
            <numerusform>Jetzt: %n Atomwaffen gegen %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This attack so far: %n roll(s); nukes lost %1, armies and nukes hit %2.</source>
        <translation>
            <numerusform>Dieser Angriff bisher: %n Wurf; Atomwaffen verloren %1, Armeen und Atomwaffen getroffen %2.</numerusform>
            <numerusform>Dieser Angriff bisher: %n Würfe; Atomwaffen verloren %1, Armeen und Atomwaffen getroffen %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Roll with %n die/dice</source>
        <translation>
            <numerusform>Mit %n Würfel würfeln</numerusform>
            <numerusform>Mit %n Würfeln würfeln</numerusform>
        </translation>
    </message>
    <message>
        <source>Roll the nuclear dice</source>
        <translation>Die Atomwürfel werfen</translation>
    </message>
    <message>
        <source>Stop the attack</source>
        <translation>Angriff abbrechen</translation>
    </message>
    <message>
        <source>Nuclear attack on %1</source>
        <translation>Atomangriff auf %1</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>Nobody defends it: no dice, one nuke is spent.</source>
        <translation>Niemand verteidigt es: keine Würfel, eine Atomwaffe wird verbraucht.</translation>
    </message>
    <message>
        <source>Defender %1: %2</source>
        <translation>Verteidiger %1: %2</translation>
    </message>
    <message>
        <source>Defender %1: %2 + flag</source>
        <translation>Verteidiger %1: %2 + Flagge</translation>
    </message>
    <message>
        <source>The defender rolls first: each explosion destroys a nuke; then one die per nuke left.</source>
        <translation>Der Verteidiger würfelt zuerst: Jede Explosion zerstört eine Atomwaffe; dann ein Würfel je verbliebene Atomwaffe.</translation>
    </message>
    <message>
        <source>nukes, %1</source>
        <translation>Atomwaffen, %1</translation>
    </message>
    <message>
        <source>%1 intercepts it from %2, losing %3; the striker loses a nuke.</source>
        <translation>%1 fängt den Angriff von %2 aus ab und verliert %3; der Angreifer verliert eine Atomwaffe.</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <source>%1 loses %2.</source>
        <translation>%1 verliert %2.</translation>
    </message>
    <message>
        <source>%1 contaminated by %2.</source>
        <translation>%1 verseucht von %2.</translation>
    </message>
    <message>
        <source>Intercepted by %1: %2 is not struck.</source>
        <translation>Abgefangen von %1: %2 wird nicht getroffen.</translation>
    </message>
    <message>
        <source>%1 stopped the attack: %2 held by %3.</source>
        <translation>%1 brach den Angriff ab: %2 gehalten von %3.</translation>
    </message>
    <message>
        <source>Every committed nuke lost: %1 held by %2.</source>
        <translation>Alle eingesetzten Atomwaffen verloren: %1 gehalten von %2.</translation>
    </message>
    <message>
        <source>%1: nuclear attack under way</source>
        <translation>%1: Atomangriff im Gange</translation>
    </message>
    <message>
        <source>%1: contaminated by %2</source>
        <translation>%1: verseucht von %2</translation>
    </message>
    <message>
        <source>%1: nuclear attack intercepted by %2</source>
        <translation>%1: Atomangriff abgefangen von %2</translation>
    </message>
    <message>
        <source>%1: nuclear attack, held by %2</source>
        <translation>%1: Atomangriff, gehalten von %2</translation>
    </message>
    <message>
        <source>Take these losses</source>
        <translation>Diese Verluste nehmen</translation>
    </message>
    <message numerus="yes">
        <source>%n nuclear hit(s) in %1: choose your losses.</source>
        <translation>
            <numerusform>%n Atomtreffer in %1: Wähle deine Verluste.</numerusform>
            <numerusform>%n Atomtreffer in %1: Wähle deine Verluste.</numerusform>
        </translation>
    </message>
    <message>
        <source>Counter-strike</source>
        <translation>Gegenschlag</translation>
    </message>
    <message>
        <source>No counter-strike</source>
        <translation>Kein Gegenschlag</translation>
    </message>
    <message numerus="yes">
        <source>%1 was conquered; %n of your nukes there are left. Strike back at any area, or not?</source>
        <translation>
            <numerusform>%1 wurde erobert; dort ist noch %n deiner Atomwaffen übrig. Schlägst du auf ein Gebiet zurück oder nicht?</numerusform>
            <numerusform>%1 wurde erobert; dort sind noch %n deiner Atomwaffen übrig. Schlägst du auf ein Gebiet zurück oder nicht?</numerusform>
        </translation>
    </message>
    <message>
        <source>Buy nukes and, from round 4, strike any land area: a struck area is contaminated for two rounds, then free.</source>
        <translation>Kaufe Atomwaffen und greife ab Runde 4 jedes Landgebiet an: Ein getroffenes Gebiet ist zwei Runden verseucht, danach frei.</translation>
    </message>
    <message>
        <source>%1: nobody defends it, no dice: one nuke is spent and it is contaminated.</source>
        <translation>%1: niemand verteidigt es, keine Würfel: eine Atomwaffe wird verbraucht und das Gebiet ist verseucht.</translation>
    </message>
    <message>
        <source>May be intercepted by %1.</source>
        <translation>Kann von %1 abgefangen werden.</translation>
    </message>
    <message>
        <source>Nuclear attack</source>
        <translation>Atomangriff</translation>
    </message>
</context>
<context>
    <name>OccupyPage</name>
    <message>
        <source>Move in</source>
        <translation>Einrücken</translation>
    </message>
    <message>
        <source>%1 conquered from %2. Move in at least %3 and at most %4 armies.</source>
        <translation>%1 aus %2 erobert. Rücke mit mindestens %3 und höchstens %4 Armeen ein.</translation>
    </message>
    <message>
        <source>Fewest (%1)</source>
        <translation>Wenigste (%1)</translation>
    </message>
    <message>
        <source>All but one (%1)</source>
        <translation>Alle bis auf eine (%1)</translation>
    </message>
    <message>
        <source>Then %1: %2, %3: %4.</source>
        <translation>Danach %1: %2, %3: %4.</translation>
    </message>
</context>
<context>
    <name>Page</name>
    <message>
        <source>Play %1</source>
        <translation>%1 spielen</translation>
    </message>
</context>
<context>
    <name>PaneFocus</name>
    <message>
        <source>Board — Tab marks the areas you can choose; F6: next pane.</source>
        <translation>Spielplan — Tab markiert die Gebiete, die du wählen kannst; F6: nächster Bereich.</translation>
    </message>
    <message>
        <source>Side panel — Tab moves between its controls, Space presses a button; F6: next pane.</source>
        <translation>Seitenleiste — Tab wechselt zwischen den Bedienelementen, die Leertaste drückt eine Schaltfläche; F6: nächster Bereich.</translation>
    </message>
    <message>
        <source>Game log — the arrow keys scroll it; F6: next pane.</source>
        <translation>Spielprotokoll — mit den Pfeiltasten blättern; F6: nächster Bereich.</translation>
    </message>
</context>
<context>
    <name>Phase</name>
    <message>
        <source>Claiming areas</source>
        <translation>Gebiete besetzen</translation>
    </message>
    <message>
        <source>Turn order</source>
        <translation>Spielreihenfolge</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kartenverteilung</translation>
    </message>
    <message>
        <source>Production</source>
        <translation>Produktionsphase</translation>
    </message>
    <message>
        <source>Execution (movement, battle)</source>
        <translation>Ausführungsphase (Bewegung, Kampf)</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>Choosing capitals</source>
        <translation>Hauptstädte wählen</translation>
    </message>
    <message>
        <source>Placing start armies</source>
        <translation>Startarmeen setzen</translation>
    </message>
    <message>
        <source>Reinforcement</source>
        <translation>Verstärkung</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>Angriffe</translation>
    </message>
    <message>
        <source>Fortifying</source>
        <translation>Truppen verschieben</translation>
    </message>
    <message>
        <source>Choosing homes</source>
        <translation>Heimatländer wählen</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Züge</translation>
    </message>
</context>
<context>
    <name>PlaceCapitalPage</name>
    <message>
        <source>Choose your capital: click one of your areas on the board. It stays there for the whole game; whoever holds its area gets +1 army per turn, and you can only win while you hold it.</source>
        <translation>Wähle deine Hauptstadt: Klicke eines deiner Gebiete auf dem Brett an. Sie bleibt dort das ganze Spiel; wer das Gebiet hält, bekommt +1 Armee pro Zug, und du kannst nur gewinnen, solange du es hältst.</translation>
    </message>
</context>
<context>
    <name>PlacePage</name>
    <message>
        <source>Armies per click:</source>
        <translation>Armeen pro Klick:</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Confirm placing (Enter)</source>
        <translation>Setzen bestätigen (Enter)</translation>
    </message>
    <message>
        <source>Place your start armies on your areas: click an area to put armies there, right-click to take one back.</source>
        <translation>Setze deine Startarmeen auf deine Gebiete: Klicke ein Gebiet an, um Armeen dorthin zu setzen, Rechtsklick nimmt eine zurück.</translation>
    </message>
    <message>
        <source>Place your reinforcements on your areas: click an area to put armies there, right-click to take one back.</source>
        <translation>Setze deine Verstärkung auf deine Gebiete: Klicke ein Gebiet an, um Armeen dorthin zu setzen, Rechtsklick nimmt eine zurück.</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;font-size:16pt&apos;&gt;&lt;b&gt;%1&lt;/b&gt; of %2 armies left&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;font-size:16pt&apos;&gt;&lt;b&gt;%1&lt;/b&gt; von %2 Armeen übrig&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Nothing placed yet.</source>
        <translation>Noch nichts gesetzt.</translation>
    </message>
</context>
<context>
    <name>PlayOnDialog</name>
    <message>
        <source>Play on from here</source>
        <translation>Von hier aus weiterspielen</translation>
    </message>
    <message>
        <source>A new game starts at round %1 of the replay, as a new save: the file you watched stays as it is. Who plays each seat?</source>
        <translation>Ein neues Spiel beginnt in Runde %1 der Wiederholung, als neuer Spielstand: Die angesehene Datei bleibt, wie sie ist. Wer spielt welchen Platz?</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Computer: %1</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
</context>
<context>
    <name>PlayersPanel</name>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Areas</source>
        <translation>Gebiete</translation>
    </message>
    <message>
        <source>tanks/planes/subs</source>
        <extracomment>Translators: short words for tanks, planes and submarines under the players table&apos;s &quot;Units&quot; heading</extracomment>
        <translation>Pz./Flz./U-B.</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Einheiten</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Areas owned</source>
        <translation>Gebiete im Besitz</translation>
    </message>
    <message>
        <source>Tanks / planes / submarines</source>
        <translation>Panzer / Flugzeuge / U-Boote</translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation>Karten auf der Hand</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Armeen</translation>
    </message>
    <message>
        <source>Armies on the board</source>
        <translation>Armeen auf dem Brett</translation>
    </message>
    <message>
        <source>Missions</source>
        <translation>Missionen</translation>
    </message>
    <message>
        <source>Missions fulfilled of three, ✓ while he holds his own capital, ✗ when he lost it: three missions and the own capital win</source>
        <translation>Erfüllte Missionen von dreien, ✓ solange er die eigene Hauptstadt hält, ✗ wenn er sie verlor: drei Missionen und die eigene Hauptstadt gewinnen</translation>
    </message>
    <message>
        <source>human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>AI (easy)</source>
        <translation>Computer (leicht)</translation>
    </message>
    <message>
        <source>AI (normal)</source>
        <translation>Computer (normal)</translation>
    </message>
    <message>
        <source>AI (hard)</source>
        <translation>Computer (schwer)</translation>
    </message>
    <message>
        <source>at another computer</source>
        <translation>an einem anderen Computer</translation>
    </message>
    <message>
        <source>AI (%1)</source>
        <translation>Computer (%1)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Round %1&lt;/b&gt; — %2</source>
        <extracomment>&quot;Round&quot;: the game round number (all four phases), followed by the phase name.</extracomment>
        <translation>&lt;b&gt;Runde %1&lt;/b&gt; — %2</translation>
    </message>
    <message>
        <source>Waiting for &lt;b&gt;%1&lt;/b&gt; (%2).</source>
        <translation>Warten auf &lt;b&gt;%1&lt;/b&gt; (%2).</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2) is thinking…</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2) überlegt…</translation>
    </message>
    <message>
        <source>Production points: %1</source>
        <translation>Produktionspunkte: %1</translation>
    </message>
    <message>
        <source>Nat.</source>
        <translation>Nat.</translation>
    </message>
    <message>
        <source>Nations owned</source>
        <translation>Nationen im Besitz</translation>
    </message>
    <message>
        <source>Divisions on the board</source>
        <translation>Divisionen auf dem Brett</translation>
    </message>
    <message>
        <source>Div.</source>
        <translation>Div.</translation>
    </message>
    <message>
        <source>Credits</source>
        <translation>Credits</translation>
    </message>
    <message>
        <source>Credits to spend (+1 per nation at the end of each of his turns)</source>
        <translation>Credits zum Ausgeben (+1 je Nation am Ende jedes seiner Züge)</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Marken</translation>
    </message>
    <message>
        <source>Special tokens (sold for 8 credits or spent on a property) · enemy divisions destroyed toward the next 10 (each 10: 2 special tokens)</source>
        <translation>Spezialmarken (für 8 Credits verkauft oder für eine Eigenschaft ausgegeben) · vernichtete feindliche Divisionen auf dem Weg zu den nächsten 10 (alle 10: 2 Spezialmarken)</translation>
    </message>
    <message>
        <source>Property: the turns left of the property in force (its name and effect on hover)</source>
        <translation>Eigenschaft: die verbleibenden Züge der geltenden Eigenschaft (Name und Wirkung beim Überfahren)</translation>
    </message>
    <message>
        <source>Team %1: allies win together</source>
        <translation>Team %1: Verbündete gewinnen gemeinsam</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1 enemy divisions destroyed in all</source>
        <translation>%1 feindliche Divisionen insgesamt vernichtet</translation>
    </message>
</context>
<context>
    <name>ProductionDice</name>
    <message>
        <source>Production dice</source>
        <translation>Produktionswürfel</translation>
    </message>
    <message numerus="yes">
        <source>Your super production: %n explosion(s), +%n PP.</source>
        <translation>
            <numerusform>Deine Superproduktion: %n Explosion, +%n PP.</numerusform>
            <numerusform>Deine Superproduktion: %n Explosionen, +%n PP.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A missile at you: %n explosion(s), %n PP lost.</source>
        <translation>
            <numerusform>Eine Rakete auf dich: %n Explosion, %n PP verloren.</numerusform>
            <numerusform>Eine Rakete auf dich: %n Explosionen, %n PP verloren.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your missile at %1: %n explosion(s), %n PP lost.</source>
        <translation>
            <numerusform>Deine Rakete auf %1: %n Explosion, %n PP verloren.</numerusform>
            <numerusform>Deine Rakete auf %1: %n Explosionen, %n PP verloren.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A missile at %1 (you fired one): %n explosion(s), %n PP lost.</source>
        <translation>
            <numerusform>Eine Rakete auf %1 (eine davon von dir): %n Explosion, %n PP verloren.</numerusform>
            <numerusform>Eine Rakete auf %1 (eine davon von dir): %n Explosionen, %n PP verloren.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReasonText</name>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>Attack on %1 (%2): %3% to win, %n unit(s) against %4.</source>
        <translation>
            <numerusform>Angriff auf %1 (%2): %3% Siegchance, %n Einheit gegen %4.</numerusform>
            <numerusform>Angriff auf %1 (%2): %3% Siegchance, %n Einheiten gegen %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Attack on %1 (%2): %3% to win, %n army(s) against %4.</source>
        <translation>
            <numerusform>Angriff auf %1 (%2): %3% Siegchance, %n Armee gegen %4.</numerusform>
            <numerusform>Angriff auf %1 (%2): %3% Siegchance, %n Armeen gegen %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Battle for %1 (%2): %3% to win against %n defender(s).</source>
        <translation>
            <numerusform>Kampf um %1 (%2): %3% Siegchance gegen %n Verteidiger.</numerusform>
            <numerusform>Kampf um %1 (%2): %3% Siegchance gegen %n Verteidiger.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n of its %2 areas yours already.</source>
        <translation>
            <numerusform>%1: schon %n von %2 Gebieten in deiner Hand.</numerusform>
            <numerusform>%1: schon %n von %2 Gebieten in deiner Hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 borders %n enemy army(s).</source>
        <translation>
            <numerusform>%1 grenzt an %n feindliche Armee.</numerusform>
            <numerusform>%1 grenzt an %n feindliche Armeen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n plane(s) hit first: a plane costs twice as much as a tank.</source>
        <translation>
            <numerusform>Zuerst %n Flugzeug getroffen: Ein Flugzeug kostet doppelt so viel wie ein Panzer.</numerusform>
            <numerusform>Zuerst %n Flugzeuge getroffen: Ein Flugzeug kostet doppelt so viel wie ein Panzer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n submarine(s) of %1 sunk in %2.</source>
        <translation>
            <numerusform>%n U-Boot von %1 versenkt in %2.</numerusform>
            <numerusform>%n U-Boote von %1 versenkt in %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Capital in %1: %n enemy neighbour(s), the fewest of your areas.</source>
        <translation>
            <numerusform>Hauptstadt in %1: %n feindlicher Nachbar, die wenigsten deiner Gebiete.</numerusform>
            <numerusform>Hauptstadt in %1: %n feindliche Nachbarn, die wenigsten deiner Gebiete.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>One big stack of %n army(s) in %1 to attack from.</source>
        <translation>
            <numerusform>Ein großer Stapel von %n Armee in %1, um von dort anzugreifen.</numerusform>
            <numerusform>Ein großer Stapel von %n Armeen in %1, um von dort anzugreifen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n army(s) move in; %1 enemy armies border the area they leave.</source>
        <translation>
            <numerusform>%n Armee zieht ein; %1 feindliche Armeen grenzen an das Gebiet, das sie verlässt.</numerusform>
            <numerusform>%n Armeen ziehen ein; %1 feindliche Armeen grenzen an das Gebiet, das sie verlassen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conquest(s) this turn: enough for now.</source>
        <translation>
            <numerusform>%n Eroberung in diesem Zug: genug für jetzt.</numerusform>
            <numerusform>%n Eroberungen in diesem Zug: genug für jetzt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The capital of %1 (%n mission(s) fulfilled): without it, no victory.</source>
        <translation>
            <numerusform>Die Hauptstadt von %1 (%n Mission erfüllt): ohne sie kein Sieg.</numerusform>
            <numerusform>Die Hauptstadt von %1 (%n Missionen erfüllt): ohne sie kein Sieg.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your capital %1 stays strong: with %n mission(s) fulfilled, no victory without it.</source>
        <translation>
            <numerusform>Deine Hauptstadt %1 bleibt stark: %n Mission erfüllt, ohne sie kein Sieg.</numerusform>
            <numerusform>Deine Hauptstadt %1 bleibt stark: %n Missionen erfüllt, ohne sie kein Sieg.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Retaking your capital %1: with %n mission(s) fulfilled, no victory without it.</source>
        <translation>
            <numerusform>Deine Hauptstadt %1 zurückerobern: %n Mission erfüllt, ohne sie kein Sieg.</numerusform>
            <numerusform>Deine Hauptstadt %1 zurückerobern: %n Missionen erfüllt, ohne sie kein Sieg.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nuclear attack on %1 (%2) with %n nuke(s): %3% to contaminate it, %4 nukes lost on average.</source>
        <translation>
            <numerusform>Atomangriff auf %1 (%2) mit %n Atomwaffe: %3% Chance auf Verseuchung, im Mittel %4 Atomwaffen verloren.</numerusform>
            <numerusform>Atomangriff auf %1 (%2) mit %n Atomwaffen: %3% Chance auf Verseuchung, im Mittel %4 Atomwaffen verloren.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n nuke(s) in %1, your safest area, against a rival running for the win; %2 left in your supply.</source>
        <translation>
            <numerusform>%n Atomwaffe in %1, deinem sichersten Gebiet, gegen einen Rivalen auf dem Weg zum Sieg; noch %2 in deinem Vorrat.</numerusform>
            <numerusform>%n Atomwaffen in %1, deinem sichersten Gebiet, gegen einen Rivalen auf dem Weg zum Sieg; noch %2 in deinem Vorrat.</numerusform>
        </translation>
    </message>
    <message>
        <source>No mission in round 1: %1 has to wait.</source>
        <translation>Keine Mission in Runde 1: %1 muss warten.</translation>
    </message>
    <message>
        <source>One mission a turn: %2 is already yours this turn, %1 has to wait.</source>
        <translation>Eine Mission pro Zug: %2 gehört dir in diesem Zug schon, %1 muss warten.</translation>
    </message>
    <message>
        <source>%1 bought; %2 more of that kind left in your supply.</source>
        <translation>%1 gekauft; noch %2 dieser Art in deinem Vorrat.</translation>
    </message>
    <message>
        <source>A neighbour may intercept it: %1% counted against it.</source>
        <translation>Ein Nachbar kann ihn abfangen: %1% dagegen eingerechnet.</translation>
    </message>
    <message>
        <source>Every hit on tanks: there are no planes to hit.</source>
        <translation>Alle Treffer auf Panzer: Es gibt keine Flugzeuge zu treffen.</translation>
    </message>
    <message>
        <source>Runaway leader: %1, with %2 of the %3 areas needed.</source>
        <translation>Davoneilender Spitzenreiter: %1, mit %2 der %3 nötigen Gebiete.</translation>
    </message>
    <message>
        <source>%1 is at risk: %2% chance of a loss to %3.</source>
        <translation>%1 ist in Gefahr: %2% Risiko eines Verlusts an %3.</translation>
    </message>
    <message>
        <source>Neighbours of %1: %2 of your areas, %3 still free.</source>
        <translation>Nachbarn von %1: %2 deiner Gebiete, %3 noch frei.</translation>
    </message>
    <message>
        <source>%1: now is the moment to play it.</source>
        <translation>%1: Jetzt ist der Moment, sie zu spielen.</translation>
    </message>
    <message>
        <source>No card worth giving up now: keep them.</source>
        <translation>Keine Karte lohnt sich jetzt abzugeben: Behalte sie.</translation>
    </message>
    <message>
        <source>The cards of least use now go back: %1.</source>
        <translation>Die Karten, die jetzt am wenigsten nützen, gehen zurück: %1.</translation>
    </message>
    <message>
        <source>Missiles at %1, with %2 of the %3 areas needed.</source>
        <translation>Raketen auf %1, mit %2 der %3 nötigen Gebiete.</translation>
    </message>
    <message>
        <source>Battle for %1: %2% to win as it stands.</source>
        <translation>Kampf um %1: beim jetzigen Stand %2% Siegchance.</translation>
    </message>
    <message>
        <source>Armistice with %1: the greatest threat to your areas.</source>
        <translation>Waffenstillstand mit %1: die größte Bedrohung deiner Gebiete.</translation>
    </message>
    <message>
        <source>No attack worth its odds now: the forces stay on guard.</source>
        <translation>Jetzt lohnt kein Angriff sein Risiko: Die Truppen bleiben auf Wache.</translation>
    </message>
    <message>
        <source>Nothing more worth doing in this step.</source>
        <translation>In diesem Schritt lohnt sich nichts mehr.</translation>
    </message>
    <message>
        <source>Cards with %1 stars traded for %2 armies.</source>
        <translation>Karten mit %1 Sternen gegen %2 Armeen getauscht.</translation>
    </message>
    <message>
        <source>This conquest fulfils mission %1.</source>
        <translation>Diese Eroberung erfüllt Mission %1.</translation>
    </message>
    <message>
        <source>Mission %1 would be the third of %2 at the start of that turn, and the victory: this conquest prevents it.</source>
        <translation>Mission %1 wäre zu Beginn jenes Zuges die dritte von %2 und der Sieg: Diese Eroberung verhindert es.</translation>
    </message>
    <message>
        <source>Your own %1 contaminated as a barrier: no dice, one nuke, nobody enters it for two rounds.</source>
        <translation>Dein eigenes %1 als Sperre verseucht: keine Würfel, eine Atomwaffe, zwei Runden betritt es niemand.</translation>
    </message>
    <message>
        <source>The strike of %1 on %2 would help a player running for the win: stop it, for one unit.</source>
        <translation>Der Angriff von %1 auf %2 würde einem Spieler auf dem Weg zum Sieg helfen: halte ihn auf, für eine Einheit.</translation>
    </message>
    <message>
        <source>The strike of %1 on %2 hands nobody the win: keep your units.</source>
        <translation>Der Angriff von %1 auf %2 bringt niemandem den Sieg: behalte deine Einheiten.</translation>
    </message>
    <message>
        <source>Nuclear attack on %1: %2% to contaminate it from here.</source>
        <translation>Atomangriff auf %1: von hier aus %2% Chance auf Verseuchung.</translation>
    </message>
    <message>
        <source>Nuclear attack on %1: only %2% from here; the nukes left are kept.</source>
        <translation>Atomangriff auf %1: von hier aus nur %2%; die übrigen Atomwaffen bleiben erhalten.</translation>
    </message>
    <message>
        <source>The losses that leave the strike on %1 least likely to contaminate it, at the lowest cost.</source>
        <translation>Die Verluste, die eine Verseuchung von %1 am unwahrscheinlichsten machen, zu den geringsten Kosten.</translation>
    </message>
    <message>
        <source>%1 is free: taken without a battle.</source>
        <translation>%1 ist frei: ohne Kampf eingenommen.</translation>
    </message>
    <message>
        <source>Looked ahead: %1 plans compared, the best %2 played out %3 times each against the others&apos; replies.</source>
        <translation>Vorausgeschaut: %1 Pläne verglichen, die besten %2 je %3-mal gegen die Antworten der anderen durchgespielt.</translation>
    </message>
    <message>
        <source>Reasons of %1: %2</source>
        <translation>Gründe von %1: %2</translation>
    </message>
</context>
<context>
    <name>Reinforcement</name>
    <message>
        <source>%1 areas + %2 cities ÷ 3, rounded up</source>
        <translation>%1 Gebiete + %2 Städte ÷ 3, aufgerundet</translation>
    </message>
    <message>
        <source>%1 areas ÷ 3, rounded up</source>
        <translation>%1 Gebiete ÷ 3, aufgerundet</translation>
    </message>
    <message>
        <source>Continents: %1</source>
        <translation>Kontinente: %1</translation>
    </message>
    <message>
        <source>Continents</source>
        <translation>Kontinente</translation>
    </message>
    <message>
        <source>Capitals held</source>
        <translation>Gehaltene Hauptstädte</translation>
    </message>
    <message>
        <source>Made up to the minimum of 3</source>
        <translation>Aufgefüllt auf das Minimum von 3</translation>
    </message>
    <message>
        <source>Mission rewards</source>
        <translation>Belohnungen aus Missionen</translation>
    </message>
    <message>
        <source>Cards traded</source>
        <translation>Getauschte Karten</translation>
    </message>
    <message>
        <source>Lost: beyond your %1 armies</source>
        <translation>Verfallen: über deine %1 Armeen hinaus</translation>
    </message>
    <message>
        <source>To place</source>
        <translation>Zu setzen</translation>
    </message>
</context>
<context>
    <name>ReplayControls</name>
    <message>
        <source>To the start (Home)</source>
        <translation>Zum Anfang (Pos1)</translation>
    </message>
    <message>
        <source>Round back (Page Up)</source>
        <translation>Runde zurück (Bild auf)</translation>
    </message>
    <message>
        <source>Turn back (Shift+Left)</source>
        <translation>Zug zurück (Umschalt+Links)</translation>
    </message>
    <message>
        <source>Decision back (Left)</source>
        <translation>Entscheidung zurück (Links)</translation>
    </message>
    <message>
        <source>Decision forward (Right)</source>
        <translation>Entscheidung vor (Rechts)</translation>
    </message>
    <message>
        <source>Turn forward (Shift+Right)</source>
        <translation>Zug vor (Umschalt+Rechts)</translation>
    </message>
    <message>
        <source>Round forward (Page Down)</source>
        <translation>Runde vor (Bild ab)</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>Zum Ende (Ende)</translation>
    </message>
    <message>
        <source>Play speed</source>
        <translation>Abspieltempo</translation>
    </message>
    <message>
        <source>Play on from here…</source>
        <translation>Von hier aus weiterspielen…</translation>
    </message>
    <message>
        <source>Start a new game from the position shown (a new save; this file stays as it is)</source>
        <translation>Ein neues Spiel ab der gezeigten Stellung (ein neuer Spielstand; diese Datei bleibt, wie sie ist)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Abspielen</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>Abspielen oder anhalten (Leertaste)</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Replay — %1</source>
        <translation>Wiederholung — %1</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <source>Game log up to this step</source>
        <translation>Spielprotokoll bis zu diesem Schritt</translation>
    </message>
    <message>
        <source>Seed of the dice: %1</source>
        <translation>Startwert der Würfel: %1</translation>
    </message>
    <message>
        <source>Replay — round %1 of %2</source>
        <extracomment>&quot;Replay — round 12 of 40&quot;: a saved game watched again, the round shown and the game&apos;s last.</extracomment>
        <translation>Wiederholung — Runde %1 von %2</translation>
    </message>
    <message>
        <source>Decision %1 of %2</source>
        <translation>Entscheidung %1 von %2</translation>
    </message>
    <message>
        <source>The opening, before the first decision</source>
        <translation>Die Eröffnung, vor der ersten Entscheidung</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>Spielende</translation>
    </message>
    <message numerus="yes">
        <source>%n area(s)</source>
        <translation>
            <numerusform>%n Gebiet</numerusform>
            <numerusform>%n Gebiete</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>out of the game</source>
        <translation>ausgeschieden</translation>
    </message>
    <message numerus="yes">
        <source>%n army(s)</source>
        <translation>
            <numerusform>%n Armee</numerusform>
            <numerusform>%n Armeen</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards: %1</source>
        <translation>Karten: %1</translation>
    </message>
    <message>
        <source>Cards: none</source>
        <translation>Karten: keine</translation>
    </message>
    <message>
        <source>The cards in the players&apos; hands stay hidden: the game is not over and people played in it.</source>
        <translation>Die Karten in den Händen der Spieler bleiben verborgen: Das Spiel ist nicht zu Ende, und Menschen haben mitgespielt.</translation>
    </message>
</context>
<context>
    <name>ReturnCardsPage</name>
    <message>
        <source>Return selected</source>
        <translation>Auswahl zurücklegen</translation>
    </message>
    <message>
        <source>Keep all</source>
        <translation>Alle behalten</translation>
    </message>
    <message>
        <source>You may return one card to draw a fresh one.</source>
        <translation>Du darfst eine Karte zurücklegen, um eine neue zu ziehen.</translation>
    </message>
    <message numerus="yes">
        <source>You are entitled to %n card(s).</source>
        <translation>
            <numerusform>Dir steht %n Karte zu.</numerusform>
            <numerusform>Dir stehen %n Karten zu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Return %n card(s), or one more to get a fresh card.</source>
        <translation>
            <numerusform>Lege %n Karte zurück, oder eine mehr, um eine neue Karte zu bekommen.</numerusform>
            <numerusform>Lege %n Karten zurück, oder eine mehr, um eine neue Karte zu bekommen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Reward</name>
    <message>
        <source>+1 army per reinforcement</source>
        <translation>+1 Armee pro Verstärkung</translation>
    </message>
    <message>
        <source>+2 armies per reinforcement</source>
        <translation>+2 Armeen pro Verstärkung</translation>
    </message>
    <message>
        <source>+2 armies per trade</source>
        <translation>+2 Armeen pro Tausch</translation>
    </message>
    <message>
        <source>Defend with up to 3 dice (3 or more armies)</source>
        <translation>Mit bis zu 3 Würfeln verteidigen (ab 3 Armeen)</translation>
    </message>
    <message>
        <source>One extra fortify move per turn</source>
        <translation>Ein zusätzliches Verschieben pro Zug</translation>
    </message>
    <message>
        <source>Attack with up to 4 dice</source>
        <translation>Mit bis zu 4 Würfeln angreifen</translation>
    </message>
    <message>
        <source>+3 armies per reinforcement</source>
        <translation>+3 Armeen pro Verstärkung</translation>
    </message>
    <message>
        <source>Draw 2 cards instead of 1</source>
        <translation>2 Karten statt 1 ziehen</translation>
    </message>
    <message>
        <source>Each capital held counts +2</source>
        <translation>Jede gehaltene Hauptstadt zählt +2</translation>
    </message>
</context>
<context>
    <name>RiskBoard</name>
    <message>
        <source>%1: %2 armies</source>
        <translation>%1: %2 Armeen</translation>
    </message>
    <message>
        <source>%1 (+%2 for all of it); card: %3</source>
        <translation>%1 (+%2 für den ganzen); Karte: %3</translation>
    </message>
    <message>
        <source>City: counts as one area more for reinforcements</source>
        <translation>Stadt: zählt als ein Gebiet mehr für die Verstärkung</translation>
    </message>
    <message>
        <source>Capital of %1</source>
        <translation>Hauptstadt von %1</translation>
    </message>
    <message>
        <source>Sea lanes to: %1</source>
        <translation>Seewege nach: %1</translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
</context>
<context>
    <name>RiskCard</name>
    <message numerus="yes">
        <source>The card of %1: %n star(s). Trade cards showing 2 to 10 stars together for armies, before you place.</source>
        <translation>
            <numerusform>Die Karte von %1: %n Stern. Tausche Karten mit zusammen 2 bis 10 Sternen gegen Armeen, vor dem Setzen.</numerusform>
            <numerusform>Die Karte von %1: %n Sterne. Tausche Karten mit zusammen 2 bis 10 Sternen gegen Armeen, vor dem Setzen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RiskDefence</name>
    <message>
        <source>Your area attacked</source>
        <translation>Dein Gebiet angegriffen</translation>
    </message>
    <message>
        <source>%1 attacks %2 from %3</source>
        <translation>%1 greift %2 von %3 aus an</translation>
    </message>
    <message>
        <source>This attack so far — rolls: %1; you lost %2, %3 lost %4.</source>
        <translation>Dieser Angriff bisher — Würfe: %1; du hast %2 verloren, %3 hat %4 verloren.</translation>
    </message>
    <message>
        <source>%2 conquered by %1.</source>
        <translation>%2 erobert von %1.</translation>
    </message>
</context>
<context>
    <name>RiskDiceText</name>
    <message>
        <source>Attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Verteidiger</translation>
    </message>
    <message>
        <source>Defender loses 1</source>
        <extracomment>the attacker&apos;s die beat the defender&apos;s: the defender loses one army</extracomment>
        <translation>Verteidiger verliert 1</translation>
    </message>
    <message>
        <source>Attacker loses 1</source>
        <translation>Angreifer verliert 1</translation>
    </message>
    <message>
        <source>tie: attacker loses 1</source>
        <translation>Gleichstand: Angreifer verliert 1</translation>
    </message>
    <message>
        <source>not compared</source>
        <extracomment>a die rolled without a partner on the other side (Risk: 3 attacking dice against 1 or 2)</extracomment>
        <translation>nicht verglichen</translation>
    </message>
    <message>
        <source>Losses: attacker %1, defender %2.</source>
        <translation>Verluste: Angreifer %1, Verteidiger %2.</translation>
    </message>
</context>
<context>
    <name>RiskLegend</name>
    <message>
        <source>On the board</source>
        <translation>Auf dem Brett</translation>
    </message>
    <message>
        <source>City: counts as one area more for reinforcements</source>
        <translation>Stadt: zählt als ein Gebiet mehr für die Verstärkung</translation>
    </message>
    <message>
        <source>Capital, in its player&apos;s colour: +1 army to whoever holds it</source>
        <translation>Hauptstadt, in der Farbe ihres Spielers: +1 Armee für den, der sie hält</translation>
    </message>
    <message>
        <source>Continent and its bonus for holding all of it</source>
        <translation>Kontinent und sein Bonus, wenn man ihn ganz hält</translation>
    </message>
</context>
<context>
    <name>RiskPage</name>
    <message>
        <source>Undo last move</source>
        <translation>Letzten Zug zurücknehmen</translation>
    </message>
</context>
<context>
    <name>RiskVersion</name>
    <message>
        <source>Basic training</source>
        <translation>Grundausbildung</translation>
    </message>
    <message>
        <source>Command centre</source>
        <translation>Kommandozentrale</translation>
    </message>
    <message>
        <source>Everyone chooses a capital; ten fixed cities; missions without rewards.</source>
        <translation>Jeder wählt eine Hauptstadt; zehn feste Städte; Missionen ohne Belohnung.</translation>
    </message>
    <message>
        <source>Capitals and cities drawn at random; every fulfilled mission gives its reward.</source>
        <translation>Hauptstädte und Städte ausgelost; jede erfüllte Mission bringt ihre Belohnung.</translation>
    </message>
</context>
<context>
    <name>RuleError</name>
    <message>
        <source>That is not a valid action.</source>
        <translation>Das ist keine gültige Aktion.</translation>
    </message>
    <message>
        <source>That action holds an entry the game does not know.</source>
        <translation>Diese Aktion enthält eine Angabe, die das Spiel nicht kennt.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>It is not your turn: waiting for %1.</source>
        <translation>Du bist nicht am Zug: Es wird auf %1 gewartet.</translation>
    </message>
    <message>
        <source>That is not possible at this moment.</source>
        <translation>Das ist im Moment nicht möglich.</translation>
    </message>
    <message>
        <source>That is not a land area.</source>
        <translation>Das ist kein Landgebiet.</translation>
    </message>
    <message>
        <source>That is not a sea area.</source>
        <translation>Das ist kein Meeresgebiet.</translation>
    </message>
    <message>
        <source>%1 is already taken; choose a free area.</source>
        <translation>%1 ist schon besetzt; wähle ein freies Gebiet.</translation>
    </message>
    <message>
        <source>%1 is not one of your areas.</source>
        <translation>%1 ist keines deiner Gebiete.</translation>
    </message>
    <message>
        <source>Those areas do not border each other.</source>
        <translation>Diese Gebiete grenzen nicht aneinander.</translation>
    </message>
    <message>
        <source>Planes fly at most two steps.</source>
        <translation>Flugzeuge fliegen höchstens zwei Schritte.</translation>
    </message>
    <message>
        <source>Planes must end their flight on land.</source>
        <translation>Flugzeuge müssen ihren Flug an Land beenden.</translation>
    </message>
    <message>
        <source>Choose at least one unit.</source>
        <translation>Wähle mindestens eine Einheit.</translation>
    </message>
    <message>
        <source>You do not have that many units there that can still move.</source>
        <translation>Du hast dort nicht so viele Einheiten, die noch ziehen können.</translation>
    </message>
    <message>
        <source>Those units have already moved this turn.</source>
        <translation>Diese Einheiten sind in diesem Zug schon gezogen.</translation>
    </message>
    <message>
        <source>You have no submarine in that sea.</source>
        <translation>Du hast kein U-Boot in diesem Meeresgebiet.</translation>
    </message>
    <message>
        <source>Submarines go on a sea that borders one of your areas.</source>
        <translation>U-Boote kommen in ein Meeresgebiet, das an eines deiner Gebiete grenzt.</translation>
    </message>
    <message>
        <source>An armistice forbids entering %1.</source>
        <translation>Ein Waffenstillstand verbietet das Betreten von %1.</translation>
    </message>
    <message>
        <source>Not enough production points.</source>
        <translation>Nicht genug Produktionspunkte.</translation>
    </message>
    <message>
        <source>You have no more units of that kind in your supply.</source>
        <translation>Du hast keine Einheiten dieser Art mehr in deinem Vorrat.</translation>
    </message>
    <message>
        <source>You do not hold that card.</source>
        <translation>Du hast diese Karte nicht.</translation>
    </message>
    <message>
        <source>That card cannot be played now.</source>
        <translation>Diese Karte kann jetzt nicht gespielt werden.</translation>
    </message>
    <message>
        <source>That player cannot be the target.</source>
        <translation>Dieser Spieler kann nicht das Ziel sein.</translation>
    </message>
    <message>
        <source>That unit cannot be parked on the armistice.</source>
        <translation>Diese Einheit kann nicht auf den Waffenstillstand gestellt werden.</translation>
    </message>
    <message>
        <source>An attack needs at least 2 armies in the area it starts from.</source>
        <translation>Für einen Angriff braucht das Ausgangsgebiet mindestens 2 Armeen.</translation>
    </message>
    <message>
        <source>Roll at least 1 die and at most one fewer than the armies in the attacking area.</source>
        <translation>Würfle mit mindestens 1 und höchstens einem Würfel weniger als Armeen im angreifenden Gebiet.</translation>
    </message>
    <message>
        <source>Trade different cards showing 2 to 10 stars together.</source>
        <translation>Tausche verschiedene Karten mit zusammen 2 bis 10 Sternen.</translation>
    </message>
    <message>
        <source>With 6 or more cards you must trade this turn.</source>
        <translation>Mit 6 oder mehr Karten musst du in diesem Zug tauschen.</translation>
    </message>
    <message>
        <source>No chain of your own areas joins those two areas.</source>
        <translation>Keine Kette eigener Gebiete verbindet diese beiden Gebiete.</translation>
    </message>
    <message>
        <source>That rule add-on cannot be played with these rules.</source>
        <translation>Diese Regelerweiterung lässt sich mit diesen Regeln nicht spielen.</translation>
    </message>
    <message>
        <source>No nuclear attack is allowed yet in this round.</source>
        <translation>In dieser Runde ist noch kein Atomangriff erlaubt.</translation>
    </message>
    <message>
        <source>You cannot strike your own last area.</source>
        <translation>Dein eigenes letztes Gebiet kannst du nicht angreifen.</translation>
    </message>
    <message>
        <source>A battle is waiting in %1: it cannot be a nuclear target now.</source>
        <translation>In %1 wartet eine Schlacht: es kann jetzt kein Ziel eines Atomangriffs sein.</translation>
    </message>
    <message>
        <source>There are not that many nukes there still unused this turn.</source>
        <translation>Dort stehen nicht so viele Atomwaffen, die in diesem Zug noch unbenutzt sind.</translation>
    </message>
    <message>
        <source>%1 is contaminated: no unit may enter it.</source>
        <translation>%1 ist verseucht: keine Einheit darf es betreten.</translation>
    </message>
    <message>
        <source>Nukes cannot be bought with the start armies.</source>
        <translation>Mit den Startarmeen können keine Atomwaffen gekauft werden.</translation>
    </message>
    <message>
        <source>Roll at least once before you stop the nuclear attack.</source>
        <translation>Würfle mindestens einmal, bevor du den Atomangriff abbrichst.</translation>
    </message>
    <message>
        <source>Not enough credits: that costs %1 and you hold %2.</source>
        <translation>Nicht genug Credits: Das kostet %1, du hast %2.</translation>
    </message>
    <message>
        <source>Not enough special tokens.</source>
        <translation>Nicht genug Spezialmarken.</translation>
    </message>
    <message>
        <source>No attacks in the first round.</source>
        <translation>In der ersten Runde gibt es keine Angriffe.</translation>
    </message>
    <message>
        <source>No enemy defends %1: enter it with a move.</source>
        <translation>Kein Feind verteidigt %1: Zieh einfach hinein.</translation>
    </message>
    <message>
        <source>Several enemies could defend %1: choose which one you attack.</source>
        <translation>Mehrere Feinde könnten %1 verteidigen: Wähle, wen du angreifst.</translation>
    </message>
    <message>
        <source>That player does not defend %1.</source>
        <translation>Dieser Spieler verteidigt %1 nicht.</translation>
    </message>
    <message>
        <source>Anti-air divisions never attack.</source>
        <translation>Flugabwehrdivisionen greifen nie an.</translation>
    </message>
    <message>
        <source>You already have a property under way.</source>
        <translation>Du hast bereits eine laufende Eigenschaft.</translation>
    </message>
    <message>
        <source>You recruit only in your own home or in a nation you converted.</source>
        <translation>Du rekrutierst nur in deinem eigenen Heimatland oder in einer Nation, die du bekehrt hast.</translation>
    </message>
    <message>
        <source>%1 is a home or borders one: choose another nation.</source>
        <translation>%1 ist ein Heimatland oder grenzt an eines: Wähle eine andere Nation.</translation>
    </message>
    <message>
        <source>%1 is already converted.</source>
        <translation>%1 ist bereits bekehrt.</translation>
    </message>
    <message>
        <source>Your home needs no conversion.</source>
        <translation>Dein Heimatland braucht keine Bekehrung.</translation>
    </message>
    <message>
        <source>%1 already has that defence.</source>
        <translation>%1 hat diese Verteidigung schon.</translation>
    </message>
    <message>
        <source>%1 belongs to an ally.</source>
        <translation>%1 gehört einem Verbündeten.</translation>
    </message>
    <message>
        <source>You can revive only a team-mate.</source>
        <translation>Du kannst nur einen Teamkameraden wiederbeleben.</translation>
    </message>
    <message>
        <source>That player is still in the game.</source>
        <translation>Dieser Spieler ist noch im Spiel.</translation>
    </message>
    <message>
        <source>You have no nation to offer as a new home (not your home, without enemy divisions).</source>
        <translation>Du hast keine Nation, die du als neues Heimatland anbieten kannst (nicht dein Heimatland, ohne feindliche Divisionen).</translation>
    </message>
    <message>
        <source>An airlift carries 1 to 3 infantry, 1 mechanized or 1 armoured division.</source>
        <translation>Eine Luftbrücke trägt 1 bis 3 Infanterie-, 1 mechanisierte oder 1 Panzerdivision.</translation>
    </message>
    <message>
        <source>Place exactly the retreating divisions on the nations offered.</source>
        <translation>Setze genau die zurückweichenden Divisionen auf die angebotenen Nationen.</translation>
    </message>
    <message numerus="yes">
        <source>Return exactly %n card(s), or one more.</source>
        <translation>
            <numerusform>Lege genau %n Karte zurück, oder eine mehr.</numerusform>
            <numerusform>Lege genau %n Karten zurück, oder eine mehr.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Assign exactly %n hit(s).</source>
        <translation>
            <numerusform>Verteile genau %n Treffer.</numerusform>
            <numerusform>Verteile genau %n Treffer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose exactly %n submarine(s) to sink.</source>
        <translation>
            <numerusform>Wähle genau %n U-Boot zum Versenken.</numerusform>
            <numerusform>Wähle genau %n U-Boote zum Versenken.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Place exactly %n army(s): your whole reinforcement.</source>
        <translation>
            <numerusform>Setze genau %n Armee: deine ganze Verstärkung.</numerusform>
            <numerusform>Setze genau %n Armeen: deine ganze Verstärkung.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Roll at most %n dice from there: one army always stays behind.</source>
        <translation>
            <numerusform>Würfle von dort mit höchstens %n Würfel: eine Armee bleibt immer zurück.</numerusform>
            <numerusform>Würfle von dort mit höchstens %n Würfeln: eine Armee bleibt immer zurück.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At most %n army(s) can leave %1: one always stays.</source>
        <translation>
            <numerusform>Höchstens %n Armee kann %1 verlassen: eine bleibt immer.</numerusform>
            <numerusform>Höchstens %n Armeen können %1 verlassen: eine bleibt immer.</numerusform>
        </translation>
    </message>
    <message>
        <source>Move at least %1 and at most %2 armies.</source>
        <translation>Verschiebe mindestens %1 und höchstens %2 Armeen.</translation>
    </message>
    <message>
        <source>%1 cannot be the target here.</source>
        <translation>%1 kann hier nicht das Ziel sein.</translation>
    </message>
    <message>
        <source>Air divisions fly at most %1 steps.</source>
        <translation>Luftdivisionen fliegen höchstens %1 Schritte.</translation>
    </message>
    <message>
        <source>There is no battle to fight there.</source>
        <translation>Dort ist kein Kampf auszutragen.</translation>
    </message>
</context>
<context>
    <name>SaveController</name>
    <message>
        <source>claiming areas</source>
        <translation>Gebiete besetzen</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>production</source>
        <translation>Produktion</translation>
    </message>
    <message>
        <source>movement and battles</source>
        <translation>Bewegung und Kampf</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>choosing capitals</source>
        <translation>Hauptstädte wählen</translation>
    </message>
    <message>
        <source>placing start armies</source>
        <translation>Startarmeen setzen</translation>
    </message>
    <message>
        <source>reinforcement</source>
        <translation>Verstärkung</translation>
    </message>
    <message>
        <source>attacks</source>
        <translation>Angriffe</translation>
    </message>
    <message>
        <source>fortifying</source>
        <translation>Truppen verschieben</translation>
    </message>
    <message>
        <source>Conquest</source>
        <translation>Conquest</translation>
    </message>
    <message>
        <source>Autosave of %1</source>
        <translation>Automatisch gespeichertes Spiel von %1</translation>
    </message>
    <message>
        <source>Unsaved game</source>
        <translation>Ungespeichertes Spiel</translation>
    </message>
    <message>
        <source>%1[*] — Conquest</source>
        <translation>%1[*] — Conquest</translation>
    </message>
    <message>
        <source>Conquest game</source>
        <translation>Conquest-Spiel</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <source>There is no game to continue.</source>
        <translation>Es gibt kein Spiel zum Fortsetzen.</translation>
    </message>
    <message>
        <source>The autosave of %1</source>
        <translation>Der automatische Spielstand von %1</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Automatisches Speichern fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Autosave: %1</source>
        <translation>Automatisch gespeichert: %1</translation>
    </message>
    <message>
        <source>Seed of the dice: %1</source>
        <extracomment>The save&apos;s details (a tooltip in the recent games): the dice&apos;s seed, to check the game with.</extracomment>
        <translation>Startwert der Würfel: %1</translation>
    </message>
    <message>
        <source>No game has been autosaved yet.</source>
        <translation>Es wurde noch kein Spiel automatisch gespeichert.</translation>
    </message>
    <message>
        <source>Checking the last game…</source>
        <translation>Das letzte Spiel wird geprüft…</translation>
    </message>
    <message>
        <source>Continue resumes the newest autosave that opens.</source>
        <translation>„Fortsetzen“ öffnet den neuesten automatischen Spielstand, der sich öffnen lässt.</translation>
    </message>
    <message>
        <source>An autosave (%1) cannot be opened. %2</source>
        <translation>Ein automatischer Spielstand (%1) lässt sich nicht öffnen. %2</translation>
    </message>
    <message>
        <source>round %1, %2 (%3)</source>
        <translation>Runde %1, %2 (%3)</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Spiel kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Game saved.</source>
        <translation>Spiel gespeichert.</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Spiel kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Game opened.</source>
        <translation>Spiel geöffnet.</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The game has changes that are not saved in a file. Save them first?</source>
        <translation>Das Spiel hat Änderungen, die nicht in einer Datei gespeichert sind. Zuerst speichern?</translation>
    </message>
    <message>
        <source>Conquest games (*.conquest *.json);;All files (*)</source>
        <translation>Conquest-Spiele (*.conquest *.json);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>SaveError</name>
    <message>
        <source>The file could not be read (%1).</source>
        <translation>Die Datei konnte nicht gelesen werden (%1).</translation>
    </message>
    <message>
        <source>The file is too large to be a Conquest game (%1 MB; a saved game is at most %2 MB).</source>
        <translation>Die Datei ist zu groß für ein Conquest-Spiel (%1 MB; ein gespeichertes Spiel hat höchstens %2 MB).</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Die Datei ist leer.</translation>
    </message>
    <message>
        <source>The file is not a Conquest game: it is not stored as UTF-8 text.</source>
        <translation>Die Datei ist kein Conquest-Spiel: Sie ist nicht als UTF-8-Text gespeichert.</translation>
    </message>
    <message>
        <source>The file is incomplete: it ends too early (line %1). It was probably cut off while copying.</source>
        <translation>Die Datei ist unvollständig: Sie endet zu früh (Zeile %1). Sie wurde wohl beim Kopieren abgeschnitten.</translation>
    </message>
    <message>
        <source>The file is not a Conquest game (it is not JSON; error at line %1).</source>
        <translation>Die Datei ist kein Conquest-Spiel (kein JSON; Fehler in Zeile %1).</translation>
    </message>
    <message>
        <source>The file is not a Conquest game; it may belong to another program.</source>
        <translation>Die Datei ist kein Conquest-Spiel; sie gehört vielleicht zu einem anderen Programm.</translation>
    </message>
    <message>
        <source>The file has an unknown save format version (%1).</source>
        <translation>Die Datei hat eine unbekannte Version des Speicherformats (%1).</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of Conquest (save format %1). This version can open save formats up to %2. Please update Conquest.</source>
        <translation>Dieses Spiel wurde mit einer neueren Version von Conquest gespeichert (Speicherformat %1). Diese Version öffnet Speicherformate bis %2. Bitte aktualisiere Conquest.</translation>
    </message>
    <message>
        <source>This game was saved by an older version of Conquest (save format %1) and could not be converted.</source>
        <translation>Dieses Spiel wurde mit einer älteren Version von Conquest gespeichert (Speicherformat %1) und konnte nicht umgewandelt werden.</translation>
    </message>
    <message>
        <source>The file is damaged: the entry “%1” is missing.</source>
        <translation>Die Datei ist beschädigt: Der Eintrag „%1“ fehlt.</translation>
    </message>
    <message>
        <source>The file is damaged: it contains an unexpected entry “%1”.</source>
        <translation>Die Datei ist beschädigt: Sie enthält einen unerwarteten Eintrag „%1“.</translation>
    </message>
    <message>
        <source>The file is damaged: the entry “%1” has an invalid value.</source>
        <translation>Die Datei ist beschädigt: Der Eintrag „%1“ hat einen ungültigen Wert.</translation>
    </message>
    <message>
        <source>The file is damaged: it names an unknown player colour “%1”.</source>
        <translation>Die Datei ist beschädigt: Sie nennt eine unbekannte Spielerfarbe „%1“.</translation>
    </message>
    <message>
        <source>The file is damaged: it names an unknown area “%1”.</source>
        <translation>Die Datei ist beschädigt: Sie nennt ein unbekanntes Gebiet „%1“.</translation>
    </message>
    <message>
        <source>The game in this file is played by rules this version of Conquest does not know (“%1”). It may have been saved by a newer version.</source>
        <translation>Das Spiel in dieser Datei folgt Spielregeln, die diese Version von Conquest nicht kennt („%1“). Vielleicht wurde es mit einer neueren Version gespeichert.</translation>
    </message>
    <message>
        <source>The file is damaged: its players or game options cannot start a game.</source>
        <translation>Die Datei ist beschädigt: Mit ihren Spielern oder Spieloptionen kann kein Spiel beginnen.</translation>
    </message>
    <message>
        <source>The file is damaged: decision %1 (by %2) breaks the rules, so the game cannot be rebuilt.</source>
        <translation>Die Datei ist beschädigt: Entscheidung %1 (von %2) verstößt gegen die Regeln, daher kann das Spiel nicht wiederhergestellt werden.</translation>
    </message>
    <message>
        <source>The file is damaged: the saved position does not match the game&apos;s history (at “%1”). It was not opened, so you do not play a different game by mistake.</source>
        <translation>Die Datei ist beschädigt: Die gespeicherte Stellung passt nicht zum Spielverlauf (bei „%1“). Sie wurde nicht geöffnet, damit du nicht versehentlich ein anderes Spiel spielst.</translation>
    </message>
    <message>
        <source>The game could not be rebuilt from the file (decision %1). Please report this problem.</source>
        <translation>Das Spiel konnte nicht aus der Datei wiederhergestellt werden (Entscheidung %1). Bitte melde dieses Problem.</translation>
    </message>
    <message>
        <source>The game could not be saved (%1). Your previous file, if any, is unchanged.</source>
        <translation>Das Spiel konnte nicht gespeichert werden (%1). Deine vorherige Datei, falls vorhanden, ist unverändert.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Your settings could not be read; the defaults are used.</source>
        <translation>Deine Einstellungen konnten nicht gelesen werden; es gelten die Standardwerte.</translation>
    </message>
    <message>
        <source>Your settings file was damaged; the defaults are used.</source>
        <translation>Deine Einstellungsdatei war beschädigt; es gelten die Standardwerte.</translation>
    </message>
    <message>
        <source>Some settings were invalid and have been reset.</source>
        <translation>Einige Einstellungen waren ungültig und wurden zurückgesetzt.</translation>
    </message>
    <message>
        <source>That language is not available; English is used.</source>
        <translation>Diese Sprache ist nicht verfügbar; das Spiel verwendet Englisch.</translation>
    </message>
    <message>
        <source>The translation files are missing; the game is shown in English.</source>
        <translation>Die Übersetzungsdateien fehlen; das Spiel wird auf Englisch angezeigt.</translation>
    </message>
    <message>
        <source>Qt&apos;s own translation is missing: standard dialogs stay in English.</source>
        <translation>Die Übersetzung von Qt selbst fehlt: Standarddialoge bleiben auf Englisch.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Standardwerte</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>Off (instant)</source>
        <translation>Aus (sofort)</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Colour-blind friendly palette</source>
        <translation>Farbenblind-freundliche Palette</translation>
    </message>
    <message>
        <source>Sound effects</source>
        <translation>Soundeffekte</translation>
    </message>
    <message>
        <source>No sound player was found on this system, so the game stays silent.</source>
        <translation>Auf diesem System wurde kein Programm zum Abspielen von Tönen gefunden, daher bleibt das Spiel stumm.</translation>
    </message>
    <message>
        <source>Ask before ending moves or a turn</source>
        <translation>Vor dem Beenden von Bewegung oder Zug nachfragen</translation>
    </message>
    <message>
        <source>Ask before ending movement while units could still move, or ending the turn while a card of the turn could still be played.</source>
        <translation>Nachfragen, bevor die Bewegung endet, obwohl noch Einheiten ziehen könnten, oder bevor der Zug endet, obwohl noch eine Karte dieses Zuges gespielt werden könnte.</translation>
    </message>
    <message>
        <source>Auto-continue after battles</source>
        <translation>Nach Kämpfen automatisch weiter</translation>
    </message>
    <message>
        <source>Computer players&apos; reasons in the log</source>
        <translation>Gründe der Computerspieler im Protokoll</translation>
    </message>
    <message>
        <source>Why a computer player attacks, builds or moves, in words, in the game log (the hard and expert players, and Risk&apos;s).</source>
        <translation>Warum ein Computerspieler angreift, baut oder zieht, in Worten im Spielprotokoll (die schweren und Expertenspieler sowie die von Risk).</translation>
    </message>
    <message>
        <source>A finished battle of yours leaves the battle panel by itself instead of waiting for Continue.</source>
        <translation>Ein beendeter Kampf von dir verschwindet von selbst aus der Kampfanzeige, statt auf Weiter zu warten.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Animationsgeschwindigkeit:</translation>
    </message>
    <message>
        <source>Computer player &amp;delay:</source>
        <translation>&amp;Bedenkzeit der Computerspieler:</translation>
    </message>
    <message>
        <source>Autosaves &amp;kept per game:</source>
        <translation>Automatische Speicherstände &amp;pro Spiel:</translation>
    </message>
    <message>
        <source>The settings could not be stored; they apply until Conquest is closed.</source>
        <translation>Die Einstellungen konnten nicht gespeichert werden; sie gelten, bis Conquest beendet wird.</translation>
    </message>
</context>
<context>
    <name>ShieldPage</name>
    <message>
        <source>Let them come</source>
        <translation>Sollen sie kommen</translation>
    </message>
    <message>
        <source>Missiles fired at you: %1. Each space shield cancels one.</source>
        <translation>Auf dich abgefeuerte Raketen: %1. Jedes Weltraumschild hebt eine auf.</translation>
    </message>
</context>
<context>
    <name>SinkPage</name>
    <message>
        <source>Sink them</source>
        <translation>Versenken</translation>
    </message>
    <message numerus="yes">
        <source>Your torpedo may sink %n submarine(s). Choose them:</source>
        <translation>
            <numerusform>Dein Torpedo darf %n U-Boot versenken. Wähle es:</numerusform>
            <numerusform>Dein Torpedo darf %n U-Boote versenken. Wähle sie:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>&lt;h1 style=&apos;font-size:40pt&apos;&gt;Conquest&lt;/h1&gt;&lt;p&gt;World conquest for 4 to 6 players.&lt;/p&gt;</source>
        <translation>&lt;h1 style=&apos;font-size:40pt&apos;&gt;Conquest&lt;/h1&gt;&lt;p&gt;Welteroberung für 4 bis 6 Spieler.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <source>Host a game…</source>
        <translation>Ein Spiel hosten…</translation>
    </message>
    <message>
        <source>Join a game…</source>
        <translation>Einem Spiel beitreten…</translation>
    </message>
    <message>
        <source>Recent games:</source>
        <translation>Letzte Spiele:</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Areas</source>
        <translation>Gebiete</translation>
    </message>
    <message>
        <source>Tanks</source>
        <translation>Panzer</translation>
    </message>
    <message>
        <source>Planes</source>
        <translation>Flugzeuge</translation>
    </message>
    <message>
        <source>Submarines</source>
        <translation>U-Boote</translation>
    </message>
    <message>
        <source>Production points</source>
        <translation>Produktionspunkte</translation>
    </message>
    <message>
        <source>Cards held</source>
        <translation>Karten auf der Hand</translation>
    </message>
    <message>
        <source>Missions</source>
        <translation>Missionen</translation>
    </message>
    <message>
        <source>Battles fought</source>
        <translation>Schlachten geschlagen</translation>
    </message>
    <message>
        <source>Battles won</source>
        <translation>Schlachten gewonnen</translation>
    </message>
    <message>
        <source>Units destroyed</source>
        <translation>Einheiten zerstört</translation>
    </message>
    <message>
        <source>Units lost</source>
        <translation>Einheiten verloren</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Armeen</translation>
    </message>
    <message>
        <source>Armies destroyed</source>
        <translation>Armeen zerstört</translation>
    </message>
    <message>
        <source>Armies lost</source>
        <translation>Armeen verloren</translation>
    </message>
    <message>
        <source>Nukes bought</source>
        <translation>Atomwaffen gekauft</translation>
    </message>
    <message>
        <source>Nukes fired</source>
        <translation>Atomwaffen abgefeuert</translation>
    </message>
    <message>
        <source>Strikes intercepted</source>
        <translation>Angriffe abgefangen</translation>
    </message>
    <message>
        <source>Areas contaminated</source>
        <translation>Gebiete verseucht</translation>
    </message>
    <message>
        <source>Battle dice</source>
        <translation>Schlachtwürfe</translation>
    </message>
    <message>
        <source>Missiles</source>
        <translation>Raketen</translation>
    </message>
    <message>
        <source>Super production</source>
        <translation>Superproduktion</translation>
    </message>
    <message>
        <source>Torpedoes</source>
        <translation>Killertorpedos</translation>
    </message>
    <message>
        <source>Secret weapon</source>
        <translation>Geheimwaffe</translation>
    </message>
    <message>
        <source>Treason</source>
        <translation>Verrat</translation>
    </message>
    <message>
        <source>Dice pairs won</source>
        <translation>Würfelpaare gewonnen</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>no rolls yet</source>
        <translation>noch keine Würfe</translation>
    </message>
    <message>
        <source>very lucky</source>
        <translation>viel Glück</translation>
    </message>
    <message>
        <source>lucky</source>
        <translation>Glück</translation>
    </message>
    <message>
        <source>very unlucky</source>
        <translation>viel Pech</translation>
    </message>
    <message>
        <source>unlucky</source>
        <translation>Pech</translation>
    </message>
    <message>
        <source>as expected</source>
        <translation>wie erwartet</translation>
    </message>
    <message numerus="yes">
        <source>Too few dice so far (%n) to judge their fairness.</source>
        <translation>
            <numerusform>Bisher zu wenige Würfel (%n), um ihre Fairness zu beurteilen.</numerusform>
            <numerusform>Bisher zu wenige Würfel (%n), um ihre Fairness zu beurteilen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>As fair as dice get: fair dice come out at least this uneven %n time(s) in 100.</source>
        <translation>
            <numerusform>So fair wie Würfel nur sein können: faire Würfel fallen %n-mal von 100 mindestens so ungleich aus.</numerusform>
            <numerusform>So fair wie Würfel nur sein können: faire Würfel fallen %n-mal von 100 mindestens so ungleich aus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A little uneven, but fair dice come out this uneven %n time(s) in 100: it happens.</source>
        <translation>
            <numerusform>Etwas ungleich, aber faire Würfel fallen %n-mal von 100 so ungleich aus: das kommt vor.</numerusform>
            <numerusform>Etwas ungleich, aber faire Würfel fallen %n-mal von 100 so ungleich aus: das kommt vor.</numerusform>
        </translation>
    </message>
    <message>
        <source>Very uneven: fair dice come out this uneven less than once in 100 times. Rare, but among many games it happens.</source>
        <translation>Sehr ungleich: faire Würfel fallen seltener als einmal von 100 so ungleich aus. Selten, aber unter vielen Spielen kommt es vor.</translation>
    </message>
    <message numerus="yes">
        <source>%n dice rolled</source>
        <translation>
            <numerusform>%n Würfel geworfen</numerusform>
            <numerusform>%n Würfel geworfen</numerusform>
        </translation>
    </message>
    <message>
        <source>Nations</source>
        <translation>Nationen</translation>
    </message>
    <message>
        <source>Credits</source>
        <translation>Credits</translation>
    </message>
    <message>
        <source>Divisions</source>
        <translation>Divisionen</translation>
    </message>
    <message>
        <source>Infantry</source>
        <translation>Infanterie</translation>
    </message>
    <message>
        <source>Mechanized divisions</source>
        <translation>Mechanisierte Divisionen</translation>
    </message>
    <message>
        <source>Armoured divisions</source>
        <translation>Panzerdivisionen</translation>
    </message>
    <message>
        <source>Air divisions</source>
        <translation>Luftdivisionen</translation>
    </message>
    <message>
        <source>Anti-air divisions</source>
        <translation>Flugabwehrdivisionen</translation>
    </message>
    <message>
        <source>Special tokens</source>
        <translation>Spezialmarken</translation>
    </message>
    <message>
        <source>Kills (enemy divisions destroyed, in all)</source>
        <translation>Vernichtet (feindliche Divisionen, insgesamt)</translation>
    </message>
    <message>
        <source>Divisions destroyed</source>
        <translation>Divisionen vernichtet</translation>
    </message>
    <message>
        <source>Divisions lost</source>
        <translation>Divisionen verloren</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Reading the game…</source>
        <translation>Die Partie wird gelesen…</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Statistik</translation>
    </message>
    <message>
        <source>&amp;Luck</source>
        <translation>&amp;Glück</translation>
    </message>
    <message>
        <source>&amp;Dice</source>
        <translation>&amp;Würfel</translation>
    </message>
    <message>
        <source>&amp;Win chances</source>
        <translation>Sieg&amp;chancen</translation>
    </message>
</context>
<context>
    <name>StatsPage</name>
    <message>
        <source>&amp;Measure:</source>
        <translation>&amp;Messgröße:</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>As the game stands in round %1 (battles and units destroyed or lost: all rounds together):</source>
        <translation>Spielstand in Runde %1 (Schlachten sowie zerstörte oder verlorene Einheiten: alle Runden zusammen):</translation>
    </message>
    <message>
        <source>At the end of the game, round %1 (battles and units destroyed or lost: all rounds together):</source>
        <translation>Am Ende des Spiels, Runde %1 (Schlachten sowie zerstörte oder verlorene Einheiten: alle Runden zusammen):</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>A draw.</source>
        <translation>Unentschieden.</translation>
    </message>
    <message>
        <source>Won by %1.</source>
        <translation>Gewonnen von %1.</translation>
    </message>
</context>
<context>
    <name>TradePage</name>
    <message>
        <source>Keep the cards</source>
        <translation>Karten behalten</translation>
    </message>
    <message>
        <source>Trade (Enter)</source>
        <translation>Tauschen (Enter)</translation>
    </message>
    <message numerus="yes">
        <source>You hold %n card(s): with 6 or more you must trade this turn.</source>
        <translation>
            <numerusform>Du hast %n Karte: Mit 6 oder mehr musst du in diesem Zug tauschen.</numerusform>
            <numerusform>Du hast %n Karten: Mit 6 oder mehr musst du in diesem Zug tauschen.</numerusform>
        </translation>
    </message>
    <message>
        <source>You may trade cards for armies once this turn, before placing.</source>
        <translation>Du darfst in diesem Zug einmal Karten gegen Armeen tauschen, vor dem Setzen.</translation>
    </message>
    <message>
        <source>Without a trade you get %1 armies.</source>
        <translation>Ohne Tausch bekommst du %1 Armeen.</translation>
    </message>
    <message>
        <source>Stars → armies: %1</source>
        <translation>Sterne → Armeen: %1</translation>
    </message>
    <message>
        <source>Tick the cards to trade.</source>
        <translation>Hake die Karten zum Tauschen an.</translation>
    </message>
    <message>
        <source>%1 stars: a trade needs 2 to 10 stars.</source>
        <translation>%1 Sterne: Ein Tausch braucht 2 bis 10 Sterne.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 stars → %2 armies&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1 Sterne → %2 Armeen&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>UiHint</name>
    <message>
        <source>Not your turn: waiting for %1.</source>
        <translation>Nicht dein Zug: Es wird auf %1 gewartet.</translation>
    </message>
    <message>
        <source>%1 is already taken; click a free area.</source>
        <translation>%1 ist schon besetzt; klicke auf ein freies Gebiet.</translation>
    </message>
    <message>
        <source>Click one of your own areas (or a sea bordering one for submarines).</source>
        <translation>Klicke auf eines deiner Gebiete (oder für U-Boote auf ein angrenzendes Meeresgebiet).</translation>
    </message>
    <message>
        <source>You have no units here that can still move.</source>
        <translation>Du hast hier keine Einheiten, die noch ziehen können.</translation>
    </message>
    <message>
        <source>Your units cannot reach %1 from here.</source>
        <translation>Deine Einheiten können %1 von hier nicht erreichen.</translation>
    </message>
    <message>
        <source>There is no battle to fight in %1.</source>
        <translation>In %1 ist kein Kampf auszutragen.</translation>
    </message>
    <message>
        <source>Submarines go on the highlighted seas. For a tank or a plane in %1, choose Tank (1) or Plane (2) first.</source>
        <translation>U-Boote kommen in die markierten Meeresgebiete. Für einen Panzer oder ein Flugzeug in %1 wähle zuerst Panzer (1) oder Flugzeug (2).</translation>
    </message>
    <message>
        <source>Not enough production points left.</source>
        <translation>Nicht genug Produktionspunkte übrig.</translation>
    </message>
    <message>
        <source>No more units of that kind in your supply.</source>
        <translation>Keine Einheiten dieser Art mehr in deinem Vorrat.</translation>
    </message>
    <message>
        <source>Nothing to do there right now.</source>
        <translation>Dort gibt es gerade nichts zu tun.</translation>
    </message>
    <message>
        <source>Hand the screen over first.</source>
        <translation>Gib zuerst den Bildschirm weiter.</translation>
    </message>
    <message>
        <source>%1 is one of your areas: attack an area of another player.</source>
        <translation>%1 ist eines deiner Gebiete: Greife ein Gebiet eines anderen Spielers an.</translation>
    </message>
    <message>
        <source>%1 borders no area of another player.</source>
        <translation>%1 grenzt an kein Gebiet eines anderen Spielers.</translation>
    </message>
    <message>
        <source>First click one of your areas next to %1 with 2 or more armies.</source>
        <translation>Klicke zuerst eines deiner Gebiete neben %1 mit 2 oder mehr Armeen an.</translation>
    </message>
    <message>
        <source>%1 holds only 1 army, and one always stays.</source>
        <translation>%1 hat nur 1 Armee, und eine bleibt immer.</translation>
    </message>
    <message>
        <source>%1 borders none of your other areas.</source>
        <translation>%1 grenzt an keines deiner anderen Gebiete.</translation>
    </message>
    <message>
        <source>%1 is not one of your areas: click a highlighted one.</source>
        <translation>%1 ist keines deiner Gebiete: Klicke ein markiertes an.</translation>
    </message>
    <message>
        <source>All armies are placed: confirm, or right-click an area to take one back.</source>
        <translation>Alle Armeen stehen: Bestätige, oder nimm mit Rechtsklick auf ein Gebiet eine zurück.</translation>
    </message>
    <message>
        <source>No army placed on %1 to take back.</source>
        <translation>Auf %1 steht keine gesetzte Armee zum Zurücknehmen.</translation>
    </message>
    <message>
        <source>Armies still to place: %1.</source>
        <translation>Noch zu setzende Armeen: %1.</translation>
    </message>
</context>
<context>
    <name>Unit</name>
    <message>
        <source>Land unit (tank)</source>
        <translation>Landeinheit (Panzer)</translation>
    </message>
    <message>
        <source>Air unit (plane)</source>
        <translation>Lufteinheit (Flugzeug)</translation>
    </message>
    <message>
        <source>Sea unit (submarine)</source>
        <translation>Seeeinheit (U-Boot)</translation>
    </message>
    <message numerus="yes">
        <source>%n tank(s)</source>
        <translation>
            <numerusform>%n Panzer</numerusform>
            <numerusform>%n Panzer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n plane(s)</source>
        <translation>
            <numerusform>%n Flugzeug</numerusform>
            <numerusform>%n Flugzeuge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n submarine(s)</source>
        <translation>
            <numerusform>%n U-Boot</numerusform>
            <numerusform>%n U-Boote</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>WaitPage</name>
    <message>
        <source>Waiting for %1.</source>
        <translation>Warten auf %1.</translation>
    </message>
    <message>
        <source>%1 (%2) is thinking…</source>
        <translation>%1 (%2) überlegt…</translation>
    </message>
</context>
<context>
    <name>WinChancePage</name>
    <message>
        <source>Each player&apos;s chance to win, after every round:</source>
        <translation>Die Siegchance jedes Spielers, nach jeder Runde:</translation>
    </message>
    <message>
        <source>An estimate from the position alone (areas, units, cards and, in Risk, missions), learnt from thousands of games between computer players. It knows nothing of anyone&apos;s plans or hand: a guide, not a promise.</source>
        <translation>Eine Schätzung allein aus der Stellung (Gebiete, Einheiten, Karten und bei Risk Missionen), gelernt aus Tausenden von Spielen zwischen Computerspielern. Sie weiß nichts von Plänen oder Handkarten: ein Anhaltspunkt, kein Versprechen.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
</context>
</TS>
