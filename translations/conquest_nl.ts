<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl" sourcelanguage="en">
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
        <translation>Mexico-Stad</translation>
    </message>
    <message>
        <source>Bogota</source>
        <translation>Bogota</translation>
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
        <translation>Londen</translation>
    </message>
    <message>
        <source>Madrid</source>
        <translation>Madrid</translation>
    </message>
    <message>
        <source>Paris</source>
        <translation>Parijs</translation>
    </message>
    <message>
        <source>Rome</source>
        <translation>Rome</translation>
    </message>
    <message>
        <source>Berlin</source>
        <translation>Berlijn</translation>
    </message>
    <message>
        <source>Stockholm</source>
        <translation>Stockholm</translation>
    </message>
    <message>
        <source>Moscow</source>
        <translation>Moskou</translation>
    </message>
    <message>
        <source>Algiers</source>
        <translation>Algiers</translation>
    </message>
    <message>
        <source>Cairo</source>
        <translation>Caïro</translation>
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
        <translation>Novosibirsk</translation>
    </message>
    <message>
        <source>Vladivostok</source>
        <translation>Vladivostok</translation>
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
        <translation>Manilla</translation>
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
        <translation>Noordelijke IJszee</translation>
    </message>
    <message>
        <source>North Atlantic</source>
        <translation>Noord-Atlantische Zee</translation>
    </message>
    <message>
        <source>South Atlantic</source>
        <translation>Zuid-Atlantische Zee</translation>
    </message>
    <message>
        <source>Mediterranean</source>
        <translation>Middellandse Zee</translation>
    </message>
    <message>
        <source>Indian Ocean</source>
        <translation>Indische Oceaan</translation>
    </message>
    <message>
        <source>North Pacific</source>
        <translation>Noord-Pacifiek</translation>
    </message>
    <message>
        <source>South Pacific</source>
        <translation>Zuid-Pacifiek</translation>
    </message>
    <message>
        <source>Caribbean Sea</source>
        <translation>Caraïbische Zee</translation>
    </message>
</context>
<context>
    <name>AreaKeys</name>
    <message>
        <source>%1 — Space or Enter places a unit, Delete removes one; Tab: next area; F6: side panel.</source>
        <translation>%1 — spatiebalk of Enter plaatst een eenheid, Delete haalt er een weg; Tab: volgend gebied; F6: zijpaneel.</translation>
    </message>
    <message>
        <source>%1 — Space or Enter chooses it; Tab: next area; F6: side panel.</source>
        <translation>%1 — spatiebalk of Enter kiest het; Tab: volgend gebied; F6: zijpaneel.</translation>
    </message>
</context>
<context>
    <name>AttackPage</name>
    <message>
        <source>Dice:</source>
        <translation>Dobbelstenen:</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Aanvallen</translation>
    </message>
    <message>
        <source>Attack until won</source>
        <translation>Aanvallen tot het gebied valt</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <source>End attacks</source>
        <translation>Aanvallen beëindigen</translation>
    </message>
    <message>
        <source>Attack: click one of your highlighted areas (2 or more armies), then a highlighted area of another player next to it. One army always stays behind.</source>
        <translation>Aanval: klik op een van je gemarkeerde gebieden (2 of meer legers), dan op een gemarkeerd gebied van een andere speler ernaast. Er blijft altijd één leger achter.</translation>
    </message>
    <message>
        <source>No attack chosen.</source>
        <translation>Geen aanval gekozen.</translation>
    </message>
    <message>
        <source>From %1 (%2): now click the area to attack.</source>
        <translation>Vanuit %1 (%2): klik nu op het gebied dat je aanvalt.</translation>
    </message>
    <message>
        <source>From %1 (%2) against %3 (%4, %5).</source>
        <translation>Vanuit %1 (%2) tegen %3 (%4, %5).</translation>
    </message>
    <message>
        <source>Attack again</source>
        <translation>Opnieuw aanvallen</translation>
    </message>
    <message numerus="yes">
        <source>%n army(s)</source>
        <translation>
            <numerusform>%n leger</numerusform>
            <numerusform>%n legers</numerusform>
        </translation>
    </message>
    <message>
        <source>This roll, %1 against %2 dice: %3 armies lost by the defender, %4 by you, on average.</source>
        <translation>Deze worp, %1 tegen %2 dobbelstenen: gemiddeld %3 legers verlies voor de verdediger, %4 voor jou.</translation>
    </message>
    <message>
        <source>Until won: %1% to conquer, %2 armies expected to remain in %3.</source>
        <translation>Tot het gebied valt: %1% kans op verovering, naar verwachting blijven %2 legers in %3.</translation>
    </message>
    <message>
        <source>Stopping at %1: %2% to conquer, %3 armies expected to remain.</source>
        <translation>Stoppen bij %1: %2% kans op verovering, naar verwachting blijven %3 legers over.</translation>
    </message>
    <message numerus="yes">
        <source>Attack until down to %n army(s)</source>
        <translation>
            <numerusform>Aanvallen tot er %n leger over is</numerusform>
            <numerusform>Aanvallen tot er %n legers over zijn</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BattleChoicePage</name>
    <message>
        <source>Choose the next battle (all must be fought):</source>
        <translation>Kies de volgende strijd (alle gevechten moeten worden geleverd):</translation>
    </message>
    <message>
        <source>%1 — %2% to conquer</source>
        <translation>%1 — %2% kans op verovering</translation>
    </message>
</context>
<context>
    <name>BattlePanel</name>
    <message>
        <source>Battle</source>
        <translation>Strijd</translation>
    </message>
    <message>
        <source>&lt;b&gt;Battle for %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;Strijd om %1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Attacker %1: %2, %3 supporting</source>
        <translation>Aanvaller %1: %2, met steun van %3</translation>
    </message>
    <message>
        <source>no submarines</source>
        <translation>geen duikboten</translation>
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
        <translation>%2 veroverd door %1.</translation>
    </message>
    <message>
        <source>%2 held by %1.</source>
        <translation>%2 behouden door %1.</translation>
    </message>
    <message>
        <source>%1: under way</source>
        <translation>%1: bezig</translation>
    </message>
    <message>
        <source>%1: conquered by %2</source>
        <translation>%1: veroverd door %2</translation>
    </message>
    <message>
        <source>%1: held by %2</source>
        <translation>%1: behouden door %2</translation>
    </message>
    <message>
        <source>Battles this round (%1)</source>
        <translation>Strijd deze ronde (%1)</translation>
    </message>
    <message>
        <source>Continue (Enter)</source>
        <translation>Verder (Enter)</translation>
    </message>
    <message>
        <source>Defender %1: %2 + flag</source>
        <extracomment>&quot;flag&quot;: the owner&apos;s flag on the area (a banner worth 2 defence dice), not a marker or a switch.</extracomment>
        <translation>Verdediger %1: %2 + vlag</translation>
    </message>
    <message>
        <source>Now: %1 against %2</source>
        <translation>Nu: %1 tegen %2</translation>
    </message>
    <message>
        <source>At the start:</source>
        <translation>Bij het begin:</translation>
    </message>
    <message>
        <source>the attacker has more planes</source>
        <translation>de aanvaller heeft meer vliegtuigen</translation>
    </message>
    <message>
        <source>without planes on either side the defender starts</source>
        <translation>zonder vliegtuigen aan beide kanten begint de verdediger</translation>
    </message>
    <message>
        <source>the defender has at least as many planes</source>
        <translation>de verdediger heeft minstens evenveel vliegtuigen</translation>
    </message>
    <message>
        <source>First roll: %1 — %2.</source>
        <translation>Eerste worp: %1 — %2.</translation>
    </message>
    <message>
        <source>Attacker&apos;s chance to conquer: %1% · expected survivors: %2</source>
        <translation>Kans dat de aanvaller verovert: %1% · verwachte overlevenden: %2</translation>
    </message>
</context>
<context>
    <name>BattleRollPage</name>
    <message>
        <source>Roll the dice (R)</source>
        <extracomment>&quot;Roll&quot;: throw the dice (not a bread roll, not a list of names). R is the keyboard shortcut.
----------
&quot;Roll&quot;: throw the dice. R is the keyboard shortcut.</extracomment>
        <translation>Dobbelen (R)</translation>
    </message>
    <message>
        <source>Your roll in %1. Play a battle card before it?</source>
        <extracomment>&quot;roll&quot;: your throw of the dice in the battle for area %1.</extracomment>
        <translation>Jij gooit in %1. Eerst een strijdkaart spelen?</translation>
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
        <translation>Eigenaar: %1</translation>
    </message>
    <message>
        <source>%1: %2 tanks, %3 planes</source>
        <translation>%1: %2 pantsers, %3 vliegtuigen</translation>
    </message>
    <message>
        <source>Borders: %1</source>
        <translation>Grenst aan: %1</translation>
    </message>
    <message>
        <source>%1: %2 submarines</source>
        <translation>%1: %2 duikboten</translation>
    </message>
</context>
<context>
    <name>Briefing</name>
    <message>
        <source>At the round&apos;s start</source>
        <translation>Bij het begin van de ronde</translation>
    </message>
</context>
<context>
    <name>BriefingPanel</name>
    <message>
        <source>Since your last turn</source>
        <translation>Sinds je vorige beurt</translation>
    </message>
    <message>
        <source>Show what the other players did</source>
        <translation>Laat zien wat de andere spelers deden</translation>
    </message>
    <message>
        <source>Fold away</source>
        <translation>Inklappen</translation>
    </message>
</context>
<context>
    <name>BuildPage</name>
    <message>
        <source>Tank (&amp;1) — 1 PP</source>
        <translation>Pantser (&amp;1) — 1 PP</translation>
    </message>
    <message>
        <source>Plane (&amp;2) — 2 PP</source>
        <translation>Vliegtuig (&amp;2) — 2 PP</translation>
    </message>
    <message>
        <source>Submarine (&amp;3) — 5 PP</source>
        <translation>Duikboot (&amp;3) — 5 PP</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ongedaan maken</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Alles wissen</translation>
    </message>
    <message>
        <source>Confirm production (Enter)</source>
        <translation>Productie bevestigen (Enter)</translation>
    </message>
    <message>
        <source>Place units on your areas; submarines on seas that border them.</source>
        <translation>Plaats eenheden op je gebieden; duikboten op zeegebieden die eraan grenzen.</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;font-size:16pt&apos;&gt;&lt;b&gt;%1&lt;/b&gt; of %2 PP left&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;font-size:16pt&apos;&gt;nog &lt;b&gt;%1&lt;/b&gt; van %2 PP&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Nothing placed yet.</source>
        <translation>Nog niets geplaatst.</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>Secret Weapon</source>
        <translation>Geheim wapen</translation>
    </message>
    <message>
        <source>Ballistic Missiles</source>
        <translation>Ballistische raketten</translation>
    </message>
    <message>
        <source>Killer Torpedo</source>
        <translation>Killertorpedo</translation>
    </message>
    <message>
        <source>Space Shield</source>
        <translation>Spaceschild</translation>
    </message>
    <message>
        <source>Super Production</source>
        <translation>Superproductie</translation>
    </message>
    <message>
        <source>Armistice</source>
        <translation>Wapenstilstand</translation>
    </message>
    <message>
        <source>Treason</source>
        <translation>Verraad</translation>
    </message>
    <message>
        <source>In battle, before your own roll (attacking or defending).</source>
        <translation>In een strijd, vóór je eigen worp (als aanvaller of verdediger).</translation>
    </message>
    <message>
        <source>At the start of an opponent&apos;s production.</source>
        <translation>Aan het begin van de productie van een tegenstander.</translation>
    </message>
    <message>
        <source>Your execution phase, before the first battle; you need a submarine.</source>
        <translation>In je uitvoeringsfase, vóór de eerste strijd; je hebt een duikboot nodig.</translation>
    </message>
    <message>
        <source>Your production, when a missile is fired at you.</source>
        <translation>In je productiefase, wanneer er een raket op je wordt afgevuurd.</translation>
    </message>
    <message>
        <source>Your production, before you buy units.</source>
        <translation>In je productiefase, voordat je eenheden koopt.</translation>
    </message>
    <message>
        <source>Your execution phase, when no battle is in progress.</source>
        <translation>In je uitvoeringsfase, wanneer er geen strijd bezig is.</translation>
    </message>
    <message>
        <source>Roll as many dice as the enemy has tanks and planes in the area; each explosion destroys one of them (your choice). Then your normal roll follows. Never hits the flag or submarines.</source>
        <translation>Gooi evenveel dobbelstenen als de vijand pantsers en vliegtuigen in het gebied heeft; elke explosie vernietigt er één (jij kiest). Daarna volgt je gewone worp. Raakt nooit de vlag of duikboten.</translation>
    </message>
    <message>
        <source>The producing player rolls as many dice as he owns areas and loses 1 PP per explosion. Not against a player you have an armistice with.</source>
        <translation>De producerende speler gooit evenveel dobbelstenen als hij gebieden bezit en verliest 1 PP per explosie. Niet tegen een speler met wie je een wapenstilstand hebt.</translation>
    </message>
    <message>
        <source>Roll as many dice as there are submarines on the whole board; each explosion sinks one opponent submarine anywhere (your choice).</source>
        <translation>Gooi evenveel dobbelstenen als er duikboten op het hele speelbord zijn; elke explosie laat een duikboot van een tegenstander zinken, waar die ook ligt (jij kiest).</translation>
    </message>
    <message>
        <source>Cancels one ballistic missile before it is rolled.</source>
        <translation>Neutraliseert één ballistische raket voordat ervoor gegooid wordt.</translation>
    </message>
    <message>
        <source>Roll as many dice as you own areas; +1 PP per explosion.</source>
        <translation>Gooi evenveel dobbelstenen als je gebieden bezit; +1 PP per explosie.</translation>
    </message>
    <message>
        <source>Put it before an opponent and park one of your units on it. Until the end of that player&apos;s next execution phase you cannot fight each other, enter each other&apos;s areas or fire missiles at each other. The unit then returns to your supply.</source>
        <translation>Leg de kaart voor een tegenstander neer en zet er een van je eenheden op. Tot het einde van de volgende uitvoeringsfase van die speler kunnen jullie niet tegen elkaar strijden, elkaars gebieden niet betreden en geen raketten op elkaar afvuren. Daarna gaat de eenheid terug naar je voorraad.</translation>
    </message>
    <message>
        <source>Like Secret Weapon, but each hit enemy tank or plane is replaced by one of yours from your supply, which fights for you from then on.</source>
        <translation>Zoals Geheim wapen, maar elk getroffen vijandelijk pantser of vliegtuig wordt vervangen door een van jou uit je voorraad, die vanaf dan voor jou vecht.</translation>
    </message>
    <message>
        <source>When:</source>
        <translation>Wanneer:</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kaarten</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Kaart</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wanneer</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Effect</translation>
    </message>
</context>
<context>
    <name>CcAction</name>
    <message>
        <source>Home: %1</source>
        <translation>Thuisland: %1</translation>
    </message>
    <message>
        <source>Buy %1 in %2</source>
        <translation>Koop %1 in %2</translation>
    </message>
    <message>
        <source>land defence</source>
        <translation>landverdediging</translation>
    </message>
    <message>
        <source>anti-air defence</source>
        <translation>luchtafweer</translation>
    </message>
    <message>
        <source>Build a %1 in %2</source>
        <translation>Bouw %1 in %2</translation>
    </message>
    <message>
        <source>Convert %1</source>
        <translation>Bekeer %1</translation>
    </message>
    <message>
        <source>Anti-air for %1 in %2</source>
        <translation>Luchtafweer voor %1 in %2</translation>
    </message>
    <message>
        <source>Move %1 from %2 to %3</source>
        <translation>Verplaats %1 van %2 naar %3</translation>
    </message>
    <message>
        <source>Airlift %1 from %2 to %3</source>
        <translation>Luchtbrug: %1 van %2 naar %3</translation>
    </message>
    <message>
        <source>Attack %1 with %2</source>
        <translation>Val %1 aan met %2</translation>
    </message>
    <message>
        <source>Retreat %1 to %2</source>
        <translation>Trek %1 terug naar %2</translation>
    </message>
    <message>
        <source>Property: %1</source>
        <translation>Eigenschap: %1</translation>
    </message>
    <message>
        <source>Sell special tokens: %1</source>
        <translation>Verkoop speciale fiches: %1</translation>
    </message>
    <message>
        <source>Revive %1</source>
        <translation>Laat %1 herrijzen</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Beurt beëindigen</translation>
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
        <translation>landverdediging %1</translation>
    </message>
    <message>
        <source>anti-air defence %1</source>
        <translation>luchtafweerverdediging %1</translation>
    </message>
    <message>
        <source>home %1</source>
        <translation>thuisland %1</translation>
    </message>
    <message>
        <source>attacker +%1</source>
        <translation>aanvaller +%1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (from %2)</source>
        <translation>%1 (uit %2)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Attack A = %1&lt;/b&gt;: %2</source>
        <translation>&lt;b&gt;Aanval A = %1&lt;/b&gt;: %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Defence against land = %1&lt;/b&gt;: %2</source>
        <translation>&lt;b&gt;Verdediging tegen land = %1&lt;/b&gt;: %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Defence against air = %1&lt;/b&gt;: %2</source>
        <translation>&lt;b&gt;Verdediging tegen lucht = %1&lt;/b&gt;: %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Defence Dv = %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;Verdediging Dv = %1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 wins&lt;/b&gt; (%2 against %3).</source>
        <translation>&lt;b&gt;%1 wint&lt;/b&gt; (%2 tegen %3).</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 holds&lt;/b&gt; (%2 against %3: ties go to the defender).</source>
        <translation>&lt;b&gt;%1 houdt stand&lt;/b&gt; (%2 tegen %3: bij gelijkspel wint de verdediger).</translation>
    </message>
    <message>
        <source>Destroyed: %1.</source>
        <translation>Vernietigd: %1.</translation>
    </message>
    <message>
        <source>Go back where they came from: %1.</source>
        <translation>Terug naar waar ze vandaan kwamen: %1.</translation>
    </message>
    <message>
        <source>Retreat: %1, to %2 (the loser chooses).</source>
        <translation>Terugtocht: %1, naar %2 (de verliezer kiest).</translation>
    </message>
    <message>
        <source>Surrounded, also destroyed: %1.</source>
        <translation>Omsingeld, ook vernietigd: %1.</translation>
    </message>
    <message>
        <source>%1 becomes %2&apos;s.</source>
        <translation>%1 wordt van %2.</translation>
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
        <translation>Eigenaar: %1</translation>
    </message>
    <message>
        <source>Neutral</source>
        <translation>Neutraal</translation>
    </message>
    <message>
        <source>Home of its owner: +4 against land, +2 against air</source>
        <translation>Thuisland van de eigenaar: +4 tegen land, +2 tegen lucht</translation>
    </message>
    <message>
        <source>Converted: its owner recruits here</source>
        <translation>Bekeerd: de eigenaar rekruteert hier</translation>
    </message>
    <message>
        <source>Land defence: +3 against land attacks</source>
        <translation>Landverdediging: +3 tegen landaanvallen</translation>
    </message>
    <message>
        <source>Anti-air defence: +6 against air attacks</source>
        <translation>Luchtafweerverdediging: +6 tegen luchtaanvallen</translation>
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
        <translation>infanterie</translation>
    </message>
    <message>
        <source>mechanized</source>
        <translation>gemechaniseerd</translation>
    </message>
    <message>
        <source>armoured</source>
        <translation>pantser</translation>
    </message>
    <message>
        <source>air</source>
        <translation>lucht</translation>
    </message>
    <message>
        <source>anti-air infantry</source>
        <translation>luchtafweerinfanterie</translation>
    </message>
    <message>
        <source>anti-air mechanized</source>
        <translation>luchtafweer gemechaniseerd</translation>
    </message>
    <message>
        <source>anti-air armoured</source>
        <translation>luchtafweerpantser</translation>
    </message>
</context>
<context>
    <name>CcEffect</name>
    <message>
        <source>Pure heroism</source>
        <translation>Puur heldendom</translation>
    </message>
    <message>
        <source>Mad heroism</source>
        <translation>Waanzinnig heldendom</translation>
    </message>
    <message>
        <source>Air boost</source>
        <translation>Luchtoverwicht</translation>
    </message>
    <message>
        <source>Intensive training</source>
        <translation>Intensieve training</translation>
    </message>
    <message>
        <source>Allied propaganda</source>
        <translation>Geallieerde propaganda</translation>
    </message>
</context>
<context>
    <name>CcLegend</name>
    <message>
        <source>Teams (the number beside each nation&apos;s flag):</source>
        <translation>Teams (het nummer naast de vlag van elke natie):</translation>
    </message>
    <message>
        <source>On the board</source>
        <translation>Op het bord</translation>
    </message>
    <message>
        <source>Infantry, mechanized, armoured, air: with their counts</source>
        <translation>Infanterie, gemechaniseerd, pantser, lucht: met hun aantal</translation>
    </message>
    <message>
        <source>Filled: anti-air division (+5 against air only)</source>
        <translation>Ingekleurd: luchtafweerdivisie (+5 alleen tegen lucht)</translation>
    </message>
    <message>
        <source>Home, in its player&apos;s colour</source>
        <translation>Thuisland, in de kleur van zijn speler</translation>
    </message>
    <message>
        <source>Converted nation: its owner recruits there</source>
        <translation>Bekeerde natie: de eigenaar rekruteert er</translation>
    </message>
    <message>
        <source>Land defence: +3 against land</source>
        <translation>Landverdediging: +3 tegen land</translation>
    </message>
    <message>
        <source>Anti-air defence: +6 against air</source>
        <translation>Luchtafweerverdediging: +6 tegen lucht</translation>
    </message>
</context>
<context>
    <name>CcPlayersTable</name>
    <message numerus="yes">
        <source>%1: %2; %n turn(s) left, this one included</source>
        <translation>
            <numerusform>%1: %2; nog %n beurt, deze inbegrepen</numerusform>
            <numerusform>%1: %2; nog %n beurten, deze inbegrepen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CcProperty</name>
    <message>
        <source>+1 every division</source>
        <translation>+1 elke divisie</translation>
    </message>
    <message>
        <source>+2 every division</source>
        <translation>+2 elke divisie</translation>
    </message>
    <message>
        <source>+3 every air division</source>
        <translation>+3 elke luchtdivisie</translation>
    </message>
    <message>
        <source>+2 every infantry</source>
        <translation>+2 elke infanterie</translation>
    </message>
    <message>
        <source>−1 every enemy mechanized and armoured division</source>
        <translation>−1 elke vijandelijke gemechaniseerde en pantserdivisie</translation>
    </message>
</context>
<context>
    <name>CcRetreatPage</name>
    <message>
        <source>Retreat (Enter)</source>
        <translation>Terugtrekken (Enter)</translation>
    </message>
    <message>
        <source>Your divisions leave %1: choose where each goes.</source>
        <translation>Je divisies verlaten %1: kies waar elk heen gaat.</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 naar %2</translation>
    </message>
</context>
<context>
    <name>CcTurnPage</name>
    <message>
        <source>Nothing to choose here now.</source>
        <translation>Hier is nu niets te kiezen.</translation>
    </message>
    <message>
        <source>Move or attack</source>
        <translation>Verplaatsen of aanvallen</translation>
    </message>
    <message>
        <source>Buy divisions</source>
        <translation>Divisies kopen</translation>
    </message>
    <message>
        <source>Defences and conversion</source>
        <translation>Verdediging en bekering</translation>
    </message>
    <message>
        <source>Anti-air</source>
        <translation>Luchtafweer</translation>
    </message>
    <message>
        <source>Special tokens</source>
        <translation>Speciale fiches</translation>
    </message>
    <message>
        <source>Rebirth</source>
        <translation>Wedergeboorte</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Kiezen</translation>
    </message>
    <message>
        <source>Attack…</source>
        <translation>Aanvallen…</translation>
    </message>
    <message>
        <source>Cancel (Esc)</source>
        <translation>Annuleren (Esc)</translation>
    </message>
    <message>
        <source>Attack (Enter)</source>
        <translation>Aanvallen (Enter)</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>Ongedaan maken (Ctrl+Z)</translation>
    </message>
    <message>
        <source>End turn (Enter)</source>
        <translation>Beurt beëindigen (Enter)</translation>
    </message>
    <message>
        <source>Take back the turn&apos;s actions since its last battle (nothing is hidden, no dice).</source>
        <translation>Neem de acties van de beurt sinds de laatste slag terug (niets is verborgen, geen dobbelstenen).</translation>
    </message>
    <message>
        <source>Credits: %1 · special tokens: %2 · enemy divisions destroyed: %3</source>
        <translation>Credits: %1 · speciale fiches: %2 · vijandelijke divisies vernietigd: %3</translation>
    </message>
    <message>
        <source>Property under way: %1 (turns left: %2)</source>
        <translation>Lopende eigenschap: %1 (beurten over: %2)</translation>
    </message>
    <message>
        <source>Click one of your nations to move its divisions, or a lit enemy nation to attack it (right click: attack where you could move).</source>
        <translation>Klik op een van je naties om haar divisies te verplaatsen, of op een opgelichte vijandelijke natie om die aan te vallen (rechtsklik: aanvallen waar je ook zou kunnen verplaatsen).</translation>
    </message>
    <message>
        <source>From %1: click a lit nation, or choose it below.</source>
        <translation>Vanuit %1: klik op een opgelichte natie, of kies die hieronder.</translation>
    </message>
    <message>
        <source>%1 (up to %2)</source>
        <translation>%1 (tot %2)</translation>
    </message>
    <message>
        <source>No airlift: the air division alone</source>
        <translation>Geen luchtbrug: alleen de luchtdivisie</translation>
    </message>
    <message>
        <source>Airlift %1 (up to %2)</source>
        <translation>Luchtbrug %1 (tot %2)</translation>
    </message>
    <message>
        <source>To %1</source>
        <translation>Naar %1</translation>
    </message>
    <message>
        <source>Attack on %1</source>
        <translation>Aanval op %1</translation>
    </message>
    <message>
        <source>Against %1</source>
        <translation>Tegen %1</translation>
    </message>
    <message>
        <source>%1 from %2 (of %3)</source>
        <translation>%1 uit %2 (van %3)</translation>
    </message>
    <message>
        <source>Choose at least one division to attack with.</source>
        <translation>Kies minstens één divisie om mee aan te vallen.</translation>
    </message>
    <message>
        <source>%1 (cost %2)</source>
        <translation>%1 (kost %2)</translation>
    </message>
    <message>
        <source>land defence</source>
        <translation>landverdediging</translation>
    </message>
    <message>
        <source>anti-air defence</source>
        <translation>luchtafweerverdediging</translation>
    </message>
    <message>
        <source>%1 (tokens: %2, turns: %3)</source>
        <translation>%1 (fiches: %2, beurten: %3)</translation>
    </message>
    <message>
        <source>Buy (cost %1)</source>
        <translation>Kopen (kost %1)</translation>
    </message>
    <message>
        <source>Build (cost %1)</source>
        <translation>Bouwen (kost %1)</translation>
    </message>
    <message>
        <source>Convert (cost %1)</source>
        <translation>Bekeren (kost %1)</translation>
    </message>
    <message>
        <source>Make anti-air</source>
        <translation>Luchtafweer maken</translation>
    </message>
    <message>
        <source>Use the property</source>
        <translation>Eigenschap gebruiken</translation>
    </message>
    <message>
        <source>Sell (+%1 credits)</source>
        <translation>Verkopen (+%1 credits)</translation>
    </message>
    <message>
        <source>Revive (cost %1)</source>
        <translation>Doen herleven (kost %1)</translation>
    </message>
    <message>
        <source>Airlift (Enter)</source>
        <translation>Luchtbrug (Enter)</translation>
    </message>
    <message>
        <source>Move (Enter)</source>
        <translation>Verplaatsen (Enter)</translation>
    </message>
</context>
<context>
    <name>ClaimPage</name>
    <message>
        <source>Claim an area: click one of the %1 free areas on the board.</source>
        <translation>Bezet een gebied: klik op een van de %1 vrije gebieden op het speelbord.</translation>
    </message>
</context>
<context>
    <name>Colour</name>
    <message>
        <source>Red</source>
        <translation>Rood</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Zwart</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blauw</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Groen</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Geel</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Wit</translation>
    </message>
    <message>
        <source>Neutral</source>
        <translation>Neutraal</translation>
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
        <translation>Noord-Amerika</translation>
    </message>
    <message>
        <source>South America</source>
        <translation>Zuid-Amerika</translation>
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
        <translation>Azië</translation>
    </message>
    <message>
        <source>Oceania</source>
        <translation>Oceanië</translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <source>Your move</source>
        <translation>Jouw zet</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>Tip (H)</translation>
    </message>
    <message>
        <source>What would the computer do?</source>
        <translation>Wat zou de computer doen?</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Wachten</translation>
    </message>
</context>
<context>
    <name>DicePage</name>
    <message>
        <source>Every die rolled in this game, face by face (dashed: what fair dice give on average):</source>
        <translation>Elke geworpen dobbelsteen van dit spel, per zijde (gestreept: wat eerlijke dobbelstenen gemiddeld geven):</translation>
    </message>
    <message>
        <source>%1 · χ² = %2 with %3 degrees of freedom, p = %4</source>
        <translation>%1 · χ² = %2 met %3 vrijheidsgraden, p = %4</translation>
    </message>
    <message>
        <source>No dice have been rolled yet.</source>
        <translation>Er is nog niet gedobbeld.</translation>
    </message>
</context>
<context>
    <name>EndQuestion</name>
    <message>
        <source>You can still move %1.</source>
        <translation>Je kunt nog %1 verplaatsen.</translation>
    </message>
    <message>
        <source>You have %1 PP left, enough for %2. Production points you do not spend are lost.</source>
        <translation>Je hebt nog %1 PP, genoeg voor %2. Productiepunten die je niet uitgeeft, gaan verloren.</translation>
    </message>
    <message>
        <source> or </source>
        <translation> of </translation>
    </message>
    <message>
        <source>Confirm production?</source>
        <translation>Productie bevestigen?</translation>
    </message>
    <message>
        <source>Confirm production anyway?</source>
        <translation>Toch de productie bevestigen?</translation>
    </message>
    <message>
        <source>Confirm anyway</source>
        <translation>Toch bevestigen</translation>
    </message>
    <message>
        <source>Keep placing</source>
        <translation>Verder plaatsen</translation>
    </message>
    <message>
        <source>You can still play %1. No battle follows, so ending movement ends your turn.</source>
        <translation>Je kunt nog %1 spelen. Er volgt geen strijd, dus met het einde van de verplaatsing eindigt je beurt.</translation>
    </message>
    <message>
        <source>You can still play %1 this turn (optional).</source>
        <translation>Je kunt deze beurt nog %1 spelen (niet verplicht).</translation>
    </message>
    <message>
        <source>End movement?</source>
        <translation>Verplaatsing beëindigen?</translation>
    </message>
    <message>
        <source>End movement anyway?</source>
        <translation>Toch de verplaatsing beëindigen?</translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>Niet meer vragen</translation>
    </message>
    <message>
        <source>You can turn the question back on in Game → Settings.</source>
        <translation>Je kunt de vraag weer aanzetten onder Spel → Instellingen.</translation>
    </message>
    <message>
        <source>End the turn?</source>
        <translation>Beurt beëindigen?</translation>
    </message>
    <message>
        <source>You have done nothing this turn, and your credits (%1) would still buy divisions. Credits you keep are yours in later turns.</source>
        <translation>Je hebt deze beurt nog niets gedaan, en je credits (%1) kopen nog divisies. Credits die je houdt, blijven van jou voor latere beurten.</translation>
    </message>
    <message>
        <source>End the turn anyway?</source>
        <translation>De beurt toch beëindigen?</translation>
    </message>
    <message>
        <source>End anyway</source>
        <translation>Toch beëindigen</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Verder spelen</translation>
    </message>
</context>
<context>
    <name>EndTurnPage</name>
    <message>
        <source>End turn (Enter)</source>
        <translation>Beurt beëindigen (Enter)</translation>
    </message>
    <message>
        <source>All battles are fought.</source>
        <translation>Alle gevechten zijn geleverd.</translation>
    </message>
</context>
<context>
    <name>EventText</name>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kaarten</translation>
    </message>
    <message>
        <source>Production</source>
        <translation>Productie</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Verplaatsing</translation>
    </message>
    <message>
        <source>Battles</source>
        <translation>Strijd</translation>
    </message>
    <message numerus="yes">
        <source>%n dice</source>
        <translation>
            <numerusform>%n dobbelsteen</numerusform>
            <numerusform>%n dobbelstenen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n explosion(s)</source>
        <translation>
            <numerusform>%n explosie</numerusform>
            <numerusform>%n explosies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n submarine(s) sunk by %1.</source>
        <translation>
            <numerusform>%n duikboot tot zinken gebracht door %1.</numerusform>
            <numerusform>%n duikboten tot zinken gebracht door %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) returned by %1.</source>
        <translation>
            <numerusform>%n kaart teruggelegd door %1.</numerusform>
            <numerusform>%n kaarten teruggelegd door %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) drawn by %1.</source>
        <translation>
            <numerusform>%n kaart getrokken door %1.</numerusform>
            <numerusform>%n kaarten getrokken door %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n army(s)</source>
        <translation>
            <numerusform>%n leger</numerusform>
            <numerusform>%n legers</numerusform>
        </translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>Victory for the team %1, the last team standing!</source>
        <translation>Overwinning voor het team %1, het laatste team dat overblijft!</translation>
    </message>
    <message>
        <source>Nukes placed by %1 in %2.</source>
        <translation>Kernwapens geplaatst door %1 in %2.</translation>
    </message>
    <message>
        <source>Nuclear attack by %1 from %2 on %3.</source>
        <translation>Kernaanval door %1 vanuit %2 op %3.</translation>
    </message>
    <message>
        <source>Nuclear attack on %2 intercepted by %1 from %3.</source>
        <translation>Kernaanval op %2 onderschept door %1 vanuit %3.</translation>
    </message>
    <message>
        <source>Nukes lost in %2 by %1: %3.</source>
        <translation>Kernwapens verloren in %2 door %1: %3.</translation>
    </message>
    <message>
        <source>Nuclear roll on %1: %2 against %3.</source>
        <translation>Nucleaire worp op %1: %2 tegen %3.</translation>
    </message>
    <message>
        <source>Nuclear hits in %1 assigned by %2.</source>
        <translation>Nucleaire treffers in %1 verdeeld door %2.</translation>
    </message>
    <message>
        <source>Nuclear attack on %2 stopped by %1.</source>
        <translation>Kernaanval op %2 gestopt door %1.</translation>
    </message>
    <message>
        <source>%1 is contaminated (custodian: %2).</source>
        <translation>%1 is besmet (beheerder: %2).</translation>
    </message>
    <message>
        <source>Contamination of %1 decays; markers left: %2.</source>
        <translation>Besmetting van %1 neemt af; resterende markeringen: %2.</translation>
    </message>
    <message>
        <source>%1 is free again.</source>
        <translation>%1 is weer vrij.</translation>
    </message>
    <message>
        <source>Free area %2 taken by %1.</source>
        <translation>Vrij gebied %2 ingenomen door %1.</translation>
    </message>
    <message>
        <source>Nukes scrapped in %1: %2; left: %3.</source>
        <translation>Kernwapens ontmanteld in %1: %2; over: %3.</translation>
    </message>
    <message>
        <source>Nukes of %1 in %2 return to the supply: %3.</source>
        <translation>Kernwapens van %1 in %2 gaan terug naar de voorraad: %3.</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <source>Roll by %1 in %3: %2, %4.</source>
        <translation>Worp van %1 in %3: %2, %4.</translation>
    </message>
    <message>
        <source>Roll by %1 for %3: %2, %4.</source>
        <translation>Worp van %1 voor %3: %2, %4.</translation>
    </message>
    <message>
        <source>Roll by %1 for Super Production: %2, %3.</source>
        <translation>Worp van %1 voor Superproductie: %2, %3.</translation>
    </message>
    <message>
        <source>Roll by %1 for Killer Torpedo: %2, %3.</source>
        <translation>Worp van %1 voor Killertorpedo: %2, %3.</translation>
    </message>
    <message>
        <source>Roll by %1: %2, %3.</source>
        <translation>Worp van %1: %2, %3.</translation>
    </message>
    <message>
        <source>%2 played by %1 against %3.</source>
        <translation>%2 gespeeld door %1 tegen %3.</translation>
    </message>
    <message>
        <source>%2 played by %1.</source>
        <translation>%2 gespeeld door %1.</translation>
    </message>
    <message>
        <source>Victory for %1, the last player standing!</source>
        <translation>Overwinning voor %1, de laatst overgebleven speler!</translation>
    </message>
    <message>
        <source>Victory for %1: three missions fulfilled and the own capital held!</source>
        <translation>Overwinning voor %1: drie missies vervuld en de eigen hoofdstad behouden!</translation>
    </message>
    <message>
        <source>Victory for %1: the target number of areas is reached!</source>
        <translation>Overwinning voor %1: het vereiste aantal gebieden is bereikt!</translation>
    </message>
    <message>
        <source>Move by %1: %2 from %3 to %4.</source>
        <translation>Zet van %1: %2 van %3 naar %4.</translation>
    </message>
    <message>
        <source>Losses of %1 in %3: %2.</source>
        <translation>Verliezen van %1 in %3: %2.</translation>
    </message>
    <message>
        <source>Treason in %1: %2 over from %3 to %4.</source>
        <translation>Verraad in %1: %2 over van %3 naar %4.</translation>
    </message>
    <message>
        <source>Battle for %1: attacker %2, defender %3; first roll: %4.</source>
        <translation>Strijd om %1: aanvaller %2, verdediger %3; eerste worp: %4.</translation>
    </message>
    <message>
        <source>Reinforcements for %1: %2 (%3 for areas and cities, %4 for continents, %5 for capitals, %6 minimum, %7 from the trade, %8 from rewards).</source>
        <translation>Versterkingen voor %1: %2 (%3 voor gebieden en steden, %4 voor continenten, %5 voor hoofdsteden, %6 minimum, %7 uit de ruil, %8 uit beloningen).</translation>
    </message>
    <message>
        <source>Starting player: %1.</source>
        <translation>Startspeler: %1.</translation>
    </message>
    <message>
        <source>%2 claimed by %1.</source>
        <translation>%2 bezet door %1.</translation>
    </message>
    <message>
        <source>Missile stopped by the Space Shield of %1.</source>
        <translation>Raket tegengehouden door het spaceschild van %1.</translation>
    </message>
    <message>
        <source>PP to spend for %1: %2.</source>
        <translation>Te besteden PP voor %1: %2.</translation>
    </message>
    <message>
        <source>Built by %1: %2.</source>
        <translation>Gebouwd door %1: %2.</translation>
    </message>
    <message>
        <source>Shipped by %1: %2 from %3 to %4 across the %5.</source>
        <translation>Overgebracht door %1: %2 van %3 naar %4 over de %5.</translation>
    </message>
    <message>
        <source>%2 conquered by %1 from %3.</source>
        <translation>%2 veroverd door %1 op %3.</translation>
    </message>
    <message>
        <source>The battle for %1 is over, won by %2.</source>
        <translation>De strijd om %1 is voorbij, gewonnen door %2.</translation>
    </message>
    <message>
        <source>End of the armistice between %1 and %2.</source>
        <translation>Einde van de wapenstilstand tussen %1 en %2.</translation>
    </message>
    <message>
        <source>Eliminated: %1.</source>
        <translation>Uitgeschakeld: %1.</translation>
    </message>
    <message>
        <source>Turn ended: %1.</source>
        <translation>Beurt beëindigd: %1.</translation>
    </message>
    <message>
        <source>Capital of %1: %2.</source>
        <translation>Hoofdstad van %1: %2.</translation>
    </message>
    <message>
        <source>Cities: %1.</source>
        <translation>Steden: %1.</translation>
    </message>
    <message>
        <source>Battle for %1: attacker %2 (%3) against %4 (%5); winner: %6.</source>
        <translation>Slag om %1: aanvaller %2 (%3) tegen %4 (%5); winnaar: %6.</translation>
    </message>
    <message>
        <source>Home of %1: %2.</source>
        <translation>Thuisland van %1: %2.</translation>
    </message>
    <message>
        <source>Turn of %1.</source>
        <translation>Beurt van %1.</translation>
    </message>
    <message>
        <source>%2 conquered by %1.</source>
        <translation>%2 veroverd door %1.</translation>
    </message>
    <message>
        <source>Mission %2 fulfilled by %1.</source>
        <translation>Missie %2 vervuld door %1.</translation>
    </message>
    <message>
        <source>Traded by %1: %2 (%3 stars) for %4.</source>
        <translation>Geruild door %1: %2 (%3 sterren) voor %4.</translation>
    </message>
    <message>
        <source>Placed by %1: %2.</source>
        <translation>Geplaatst door %1: %2.</translation>
    </message>
    <message>
        <source>%2, the capital of %4, conquered by %1 from %3.</source>
        <translation>%2, de hoofdstad van %4, veroverd door %1 op %3.</translation>
    </message>
    <message>
        <source>A missile rolls %1 against %2: %3.</source>
        <translation>Een raket gooit %1 tegen %2: %3.</translation>
    </message>
    <message>
        <source>The game ends in a draw: the round limit is reached.</source>
        <translation>Het spel eindigt onbeslist: het maximale aantal ronden is bereikt.</translation>
    </message>
    <message>
        <source>Production of %1.</source>
        <translation>Productiefase van %1.</translation>
    </message>
    <message>
        <source>Execution phase of %1.</source>
        <translation>Uitvoeringsfase van %1.</translation>
    </message>
    <message>
        <source>Attack on %2 by %1 from %3: %4 against %5 (%6); losses: %7 for the attacker, %8 for %9.</source>
        <translation>Aanval op %2 door %1 vanuit %3: %4 tegen %5 (%6); verliezen: %7 voor de aanvaller, %8 voor %9.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Turn order: %1.</source>
        <translation>Spelvolgorde: %1.</translation>
    </message>
    <message>
        <source>A new game begins.</source>
        <translation>Een nieuw spel begint.</translation>
    </message>
    <message>
        <source>Neutral areas: %1.</source>
        <translation>Neutrale gebieden: %1.</translation>
    </message>
    <message>
        <source>Round %1 begins.</source>
        <translation>Ronde %1 begint.</translation>
    </message>
    <message>
        <source>Armistice between %1 and %2.</source>
        <translation>Wapenstilstand tussen %1 en %2.</translation>
    </message>
</context>
<context>
    <name>FortifyPage</name>
    <message>
        <source>Armies to move:</source>
        <translation>Legers verplaatsen:</translation>
    </message>
    <message>
        <source>Fortify</source>
        <translation>Versterken</translation>
    </message>
    <message>
        <source>End turn without fortifying</source>
        <translation>Beurt beëindigen zonder te versterken</translation>
    </message>
    <message>
        <source>Fortify: click one of your highlighted areas, then a highlighted area joined to it by your own areas.</source>
        <translation>Versterken: klik op een van je gemarkeerde gebieden, dan op een gemarkeerd gebied dat er via je eigen gebieden mee verbonden is.</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) left this turn.</source>
        <translation>
            <numerusform>Nog %n verplaatsing deze beurt.</numerusform>
            <numerusform>Nog %n verplaatsingen deze beurt.</numerusform>
        </translation>
    </message>
    <message>
        <source>No move chosen.</source>
        <translation>Geen verplaatsing gekozen.</translation>
    </message>
    <message>
        <source>From %1: now click where the armies go.</source>
        <translation>Vanuit %1: klik nu waar de legers heen gaan.</translation>
    </message>
    <message>
        <source>From %1 to %2.</source>
        <translation>Van %1 naar %2.</translation>
    </message>
</context>
<context>
    <name>GameOverScreen</name>
    <message>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Afsluiten</translation>
    </message>
    <message>
        <source>Statistics…</source>
        <translation>Statistieken…</translation>
    </message>
    <message>
        <source>Watch the replay</source>
        <translation>Herhaling bekijken</translation>
    </message>
    <message>
        <source>Areas owned at the end of each round (dashed: the target):</source>
        <translation>Gebieden in bezit aan het einde van elke ronde (gestreept: het doel):</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>&amp;Areas</source>
        <translation>&amp;Gebieden</translation>
    </message>
    <message>
        <source>&amp;Luck</source>
        <translation>&amp;Geluk</translation>
    </message>
    <message>
        <source>&lt;h1&gt;A draw&lt;/h1&gt;&lt;p&gt;The round limit (%1) was reached.&lt;/p&gt;</source>
        <extracomment>&quot;round&quot;: one round of the game (all four phases), not a circle.</extracomment>
        <translation>&lt;h1&gt;Onbeslist&lt;/h1&gt;&lt;p&gt;Het maximale aantal ronden (%1) is bereikt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h1&gt;%1 wins!&lt;/h1&gt;&lt;p&gt;%3 missions and the own capital in round %4, playing %2.&lt;/p&gt;</source>
        <translation>&lt;h1&gt;%1 wint!&lt;/h1&gt;&lt;p&gt;%3 missies en de eigen hoofdstad in ronde %4, als %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h1&gt;%1 wins!&lt;/h1&gt;&lt;p&gt;The last one standing in round %4, playing %2.&lt;/p&gt;</source>
        <translation>&lt;h1&gt;%1 wint!&lt;/h1&gt;&lt;p&gt;Als laatste overgebleven in ronde %4, als %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h1&gt;%1 wins!&lt;/h1&gt;&lt;p&gt;%3 areas in round %4, playing %2.&lt;/p&gt;</source>
        <translation>&lt;h1&gt;%1 wint!&lt;/h1&gt;&lt;p&gt;%3 gebieden in ronde %4, als %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Areas owned at the end of each round:</source>
        <translation>Gebieden in bezit aan het einde van elke ronde:</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>&lt;h1&gt;%1 win!&lt;/h1&gt;&lt;p&gt;The last team standing in round %2.&lt;/p&gt;</source>
        <translation>&lt;h1&gt;%1 winnen!&lt;/h1&gt;&lt;p&gt;Het laatste team dat overblijft, in ronde %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Areas</source>
        <translation>Gebieden</translation>
    </message>
    <message>
        <source>Tanks</source>
        <translation>Pantsers</translation>
    </message>
    <message>
        <source>Planes</source>
        <translation>Vliegtuigen</translation>
    </message>
    <message>
        <source>Submarines</source>
        <translation>Duikboten</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Legers</translation>
    </message>
    <message>
        <source>Missions</source>
        <translation>Missies</translation>
    </message>
    <message>
        <source>Seed of the dice: %1 · how to check that no roll was changed: Help → Rules, “Checking the dice”</source>
        <extracomment>Verifiable dice (issue 16): the seed every roll of the game came from.</extracomment>
        <translation>Seed van de dobbelstenen: %1 · nagaan dat geen worp is veranderd: Help → Spelregels, ‘De dobbelstenen controleren’</translation>
    </message>
    <message>
        <source>Nations</source>
        <translation>Naties</translation>
    </message>
    <message>
        <source>&amp;Nations</source>
        <translation>&amp;Naties</translation>
    </message>
    <message>
        <source>Nations owned at the end of each round:</source>
        <translation>Naties in bezit aan het eind van elke ronde:</translation>
    </message>
    <message>
        <source>Divisions</source>
        <translation>Divisies</translation>
    </message>
    <message>
        <source>Credits</source>
        <translation>Credits</translation>
    </message>
    <message>
        <source>Kills</source>
        <translation>Vernietigd</translation>
    </message>
    <message>
        <source>&lt;h1&gt;%1 wins!&lt;/h1&gt;&lt;p&gt;The last one standing in round %3, playing %2.&lt;/p&gt;</source>
        <translation>&lt;h1&gt;%1 wint!&lt;/h1&gt;&lt;p&gt;Als laatste overgebleven in ronde %3, met %2.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>GoToAreaDialog</name>
    <message>
        <source>Go to area</source>
        <translation>Ga naar gebied</translation>
    </message>
    <message>
        <source>&amp;Area or sea:</source>
        <translation>&amp;Gebied of zeegebied:</translation>
    </message>
    <message>
        <source>Type a name…</source>
        <translation>Typ een naam…</translation>
    </message>
    <message>
        <source>“%1” does not name exactly one area or sea.</source>
        <translation>“%1” past niet bij precies één gebied of zeegebied.</translation>
    </message>
    <message>
        <source>Type a name first.</source>
        <translation>Typ eerst een naam.</translation>
    </message>
</context>
<context>
    <name>HandPanel</name>
    <message>
        <source>Your cards</source>
        <translation>Jouw kaarten</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kaarten</translation>
    </message>
    <message>
        <source>Hidden until the next player takes the seat.</source>
        <translation>Verborgen tot de volgende speler aan de beurt is.</translation>
    </message>
    <message>
        <source>Cards of %1</source>
        <translation>Kaarten van %1</translation>
    </message>
    <message>
        <source>No cards.</source>
        <translation>Geen kaarten.</translation>
    </message>
    <message>
        <source>Explain %1</source>
        <translation>Uitleg bij %1</translation>
    </message>
</context>
<context>
    <name>HandoverScreen</name>
    <message>
        <source>The other players look away: nothing private shows until you confirm.</source>
        <translation>De andere spelers kijken weg: niets persoonlijks verschijnt voordat je bevestigt.</translation>
    </message>
    <message>
        <source>Since your last claim:</source>
        <translation>Sinds je voor het laatst een gebied bezette:</translation>
    </message>
    <message>
        <source>Before your first claim:</source>
        <translation>Voordat je je eerste gebied bezet:</translation>
    </message>
    <message>
        <source>Since your last turn:</source>
        <translation>Sinds je vorige beurt:</translation>
    </message>
    <message>
        <source>&lt;h1&gt;%1, a question for you&lt;/h1&gt;&lt;p&gt;Please pass the screen to %1 (%2).&lt;/p&gt;</source>
        <translation>&lt;h1&gt;%1, een vraag voor jou&lt;/h1&gt;&lt;p&gt;Geef het scherm door aan %1 (%2).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h1&gt;%1, your turn&lt;/h1&gt;&lt;p&gt;Please pass the screen to %1 (%2).&lt;/p&gt;</source>
        <translation>&lt;h1&gt;%1, jij bent aan de beurt&lt;/h1&gt;&lt;p&gt;Geef het scherm door aan %1 (%2).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>I am %1</source>
        <translation>Ik ben %1</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Rules of Conquest</source>
        <translation>Spelregels van Conquest</translation>
    </message>
    <message>
        <source>Card reference</source>
        <translation>Kaartenoverzicht</translation>
    </message>
    <message>
        <source>Rules of Risk</source>
        <translation>Regels van Risk</translation>
    </message>
    <message>
        <source>Mission reference</source>
        <translation>Overzicht van de missies</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Conquest&lt;/h2&gt;&lt;p&gt;Version %1&lt;/p&gt;&lt;p&gt;A desktop version of the board game Conquest (EG Spiele, 1994) for 4 to 6 players, alone against the computer or around one screen.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Conquest&lt;/h2&gt;&lt;p&gt;Versie %1&lt;/p&gt;&lt;p&gt;Een computerversie van het bordspel Conquest (EG Spiele, 1994) voor 4 tot 6 spelers, alleen tegen de computer of samen aan één scherm.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Conquest</source>
        <translation>Over Conquest</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>Choose the cards to return, then confirm.</source>
        <translation>Kies de kaarten die je teruglegt en bevestig.</translation>
    </message>
    <message>
        <source>Fire a ballistic missile at the producing player, or pass.</source>
        <translation>Vuur een ballistische raket af op de producerende speler, of pas.</translation>
    </message>
    <message>
        <source>Missiles are coming: play a space shield, or pass.</source>
        <translation>Er komen raketten aan: speel een spaceschild, of pas.</translation>
    </message>
    <message>
        <source>Click a free area to claim it (keys: Tab to it, then Enter; Ctrl+G finds one by name).</source>
        <translation>Klik op een vrij gebied om het te bezetten (toetsen: met Tab ernaartoe, dan Enter; Ctrl+G zoekt er een op naam).</translation>
    </message>
    <message>
        <source>Click your areas (or a bordering sea for submarines) to place units; right-click removes; Enter confirms. Keys: Tab, Space places, Delete removes, Ctrl+Enter confirms.</source>
        <translation>Klik op je gebieden (of een aangrenzend zeegebied voor duikboten) om eenheden te plaatsen; rechtsklik haalt weg; Enter bevestigt. Toetsen: Tab, spatiebalk plaatst, Delete haalt weg, Ctrl+Enter bevestigt.</translation>
    </message>
    <message>
        <source>Click an area with your units, then a highlighted destination (keys: Tab, Enter). E ends movement.</source>
        <translation>Klik op een gebied met je eenheden en dan op een gemarkeerde bestemming (toetsen: Tab, Enter). E beëindigt de verplaatsing.</translation>
    </message>
    <message>
        <source>Choose the next battle: click a highlighted area (or Tab, Enter).</source>
        <translation>Kies de volgende strijd: klik op een gemarkeerd gebied (of Tab, Enter).</translation>
    </message>
    <message>
        <source>Roll the dice (R), or play a battle card first.</source>
        <translation>Dobbel (R), of speel eerst een strijdkaart.</translation>
    </message>
    <message>
        <source>Choose which enemy units your explosions hit.</source>
        <translation>Kies welke vijandelijke eenheden je explosies raken.</translation>
    </message>
    <message>
        <source>Choose the submarines your torpedo sinks.</source>
        <translation>Kies de duikboten die je torpedo laat zinken.</translation>
    </message>
    <message>
        <source>End your turn (Enter), or play an armistice.</source>
        <translation>Beëindig je beurt (Enter), of speel een wapenstilstand.</translation>
    </message>
    <message>
        <source>Click one of your highlighted areas, then the area to attack; Enter attacks.</source>
        <translation>Klik op een van je gemarkeerde gebieden, dan op het gebied dat je aanvalt; Enter valt aan.</translation>
    </message>
    <message>
        <source>Choose how many armies move into the conquered area; Enter confirms.</source>
        <translation>Kies hoeveel legers het veroverde gebied binnentrekken; Enter bevestigt.</translation>
    </message>
    <message>
        <source>Click one of your highlighted areas, then where its armies go; or end the turn.</source>
        <translation>Klik op een van je gemarkeerde gebieden, dan waar de legers heen gaan; of beëindig je beurt.</translation>
    </message>
    <message>
        <source>Click one of your areas to make it your capital.</source>
        <translation>Klik op een van je gebieden om er je hoofdstad van te maken.</translation>
    </message>
    <message>
        <source>Click your areas to put armies on them; right-click takes one back; Enter confirms.</source>
        <translation>Klik op je gebieden om er legers op te zetten; rechtsklikken neemt er een terug; Enter bevestigt.</translation>
    </message>
    <message>
        <source>Click your areas to put your reinforcements on them; right-click takes one back; Enter confirms.</source>
        <translation>Klik op je gebieden om er je versterkingen op te zetten; rechtsklikken neemt er een terug; Enter bevestigt.</translation>
    </message>
    <message>
        <source>Choose cards showing 2 to 10 stars to trade for armies, or pass.</source>
        <translation>Kies kaarten met samen 2 tot 10 sterren om voor legers te ruilen, of pas.</translation>
    </message>
    <message>
        <source>Click a nation to make it your home.</source>
        <translation>Klik op een natie om er je thuisland van te maken.</translation>
    </message>
    <message>
        <source>Click one of your nations to move or attack from it, or buy, build and convert on the side panel, in any order; end the turn when you are done.</source>
        <translation>Klik op een van je naties om ermee te verplaatsen of aan te vallen, of koop, bouw en bekeer in het zijpaneel, in willekeurige volgorde; beëindig de beurt als je klaar bent.</translation>
    </message>
    <message>
        <source>Choose where your retreating divisions go.</source>
        <translation>Kies waar je terugtrekkende divisies heen gaan.</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <source>What would the computer do?</source>
        <translation>Wat zou de computer doen?</translation>
    </message>
    <message>
        <source>Why:</source>
        <translation>Waarom:</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Overnemen</translation>
    </message>
    <message>
        <source>Take the suggestion</source>
        <translation>Het voorstel overnemen</translation>
    </message>
    <message>
        <source>Dismiss (Esc)</source>
        <translation>Wegdoen (Esc)</translation>
    </message>
    <message>
        <source>The computer is thinking about your position…</source>
        <translation>De computer denkt na over je stelling…</translation>
    </message>
</context>
<context>
    <name>HintPanelText</name>
    <message numerus="yes">
        <source>… and %n more step(s)</source>
        <translation>
            <numerusform>… en nog %n stap</numerusform>
            <numerusform>… en nog %n stappen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HintText</name>
    <message>
        <source>A hint is for your own decision: it is not your turn.</source>
        <translation>Een tip geldt je eigen beslissing: je bent niet aan de beurt.</translation>
    </message>
    <message>
        <source>Take the seat first (hand-over): then ask for a hint.</source>
        <translation>Neem eerst plaats (overdracht): vraag dan om een tip.</translation>
    </message>
    <message>
        <source>Wait until the moves on the board have landed, then ask again.</source>
        <translation>Wacht tot de zetten op het bord zijn aangekomen en vraag het dan opnieuw.</translation>
    </message>
    <message>
        <source>The computer is still thinking about your position…</source>
        <translation>De computer denkt nog na over je stelling…</translation>
    </message>
    <message>
        <source>The game is over: no decision left to hint at.</source>
        <translation>Het spel is voorbij: er valt niets meer te beslissen.</translation>
    </message>
    <message>
        <source>No hints for these rules yet.</source>
        <translation>Nog geen hints voor deze regels.</translation>
    </message>
    <message numerus="yes">
        <source>Trade %n card(s).</source>
        <translation>
            <numerusform>Ruil %n kaart.</numerusform>
            <numerusform>Ruil %n kaarten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n army(s) into the conquered area.</source>
        <translation>
            <numerusform>Verplaats %n leger naar het veroverde gebied.</numerusform>
            <numerusform>Verplaats %n legers naar het veroverde gebied.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nuclear attack from %1 on %2 with %n nuke(s).</source>
        <translation>
            <numerusform>Kernaanval vanuit %1 op %2 met %n kernwapen.</numerusform>
            <numerusform>Kernaanval vanuit %1 op %2 met %n kernwapens.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Buy %n nuke(s) in %1.</source>
        <translation>
            <numerusform>Koop %n kernwapen in %1.</numerusform>
            <numerusform>Koop %n kernwapens in %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The computer&apos;s plan: %n step(s).</source>
        <translation>
            <numerusform>Het plan van de computer: %n stap.</numerusform>
            <numerusform>Het plan van de computer: %n stappen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nuclear attack from %1 on %2 with every unused nuke there.</source>
        <translation>Kernaanval vanuit %1 op %2 met elk ongebruikt kernwapen daar.</translation>
    </message>
    <message>
        <source>Intercept from %1, losing %2.</source>
        <translation>Onderscheppen vanuit %1, met verlies van %2.</translation>
    </message>
    <message>
        <source>Stop the nuclear attack.</source>
        <translation>Stop de kernaanval.</translation>
    </message>
    <message>
        <source>Move %1 from %2 into the free area %3.</source>
        <translation>Verplaats %1 van %2 naar het vrije gebied %3.</translation>
    </message>
    <message>
        <source>Claim %1.</source>
        <translation>Bezet %1.</translation>
    </message>
    <message>
        <source>Capital in %1.</source>
        <translation>Hoofdstad in %1.</translation>
    </message>
    <message>
        <source>Place %1.</source>
        <translation>Plaats %1.</translation>
    </message>
    <message>
        <source>Build %1.</source>
        <translation>Bouw %1.</translation>
    </message>
    <message>
        <source>Move %1 from %2 to %3.</source>
        <translation>Verplaats %1 van %2 naar %3.</translation>
    </message>
    <message>
        <source>Ship %1 from %2 to %3.</source>
        <translation>Verscheep %1 van %2 naar %3.</translation>
    </message>
    <message>
        <source>Attack %2 from %1.</source>
        <translation>Val %2 aan vanuit %1.</translation>
    </message>
    <message>
        <source>Play %1 against %2.</source>
        <translation>Speel %1 tegen %2.</translation>
    </message>
    <message>
        <source>Play %1.</source>
        <translation>Speel %1.</translation>
    </message>
    <message>
        <source>Fight the battle for %1 next.</source>
        <translation>Voer nu de strijd om %1.</translation>
    </message>
    <message>
        <source>Roll the dice.</source>
        <translation>Dobbel.</translation>
    </message>
    <message>
        <source>Hits on %1.</source>
        <translation>Treffers op %1.</translation>
    </message>
    <message>
        <source>Sink %1.</source>
        <translation>Laat %1 zinken.</translation>
    </message>
    <message>
        <source>Return %1.</source>
        <translation>Lever in: %1.</translation>
    </message>
    <message>
        <source>Pass.</source>
        <translation>Passen.</translation>
    </message>
    <message>
        <source>Keep the cards.</source>
        <translation>Houd de kaarten.</translation>
    </message>
    <message>
        <source>End movement.</source>
        <translation>Beëindig de verplaatsing.</translation>
    </message>
    <message>
        <source>Stop attacking.</source>
        <translation>Stop met aanvallen.</translation>
    </message>
    <message>
        <source>End the turn.</source>
        <translation>Beëindig de beurt.</translation>
    </message>
    <message>
        <source>The computer would:</source>
        <translation>De computer zou:</translation>
    </message>
</context>
<context>
    <name>HitsPage</name>
    <message numerus="yes">
        <source>%n explosion(s) in %1: choose which enemy units are hit.</source>
        <translation>
            <numerusform>%n explosie in %1: kies welke vijandelijke eenheid geraakt wordt.</numerusform>
            <numerusform>%n explosies in %1: kies welke vijandelijke eenheden geraakt worden.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>Choose your home: click one of the %1 nations you may take.</source>
        <translation>Kies je thuisland: klik op een van de %1 naties die je mag nemen.</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Resume the game I hosted last</source>
        <translation>Het spel hervatten dat ik het laatst hostte</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>How long the game waits for a player whose connection was lost before a computer player takes his turns (in the lobby: before his seat is free again).</source>
        <translation>Hoe lang het spel wacht op een speler wiens verbinding verbroken is voordat een computerspeler zijn beurten overneemt (in de lobby: voordat zijn plaats weer vrij is).</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Je naam:</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Regels:</translation>
    </message>
    <message>
        <source>Wait for a player who left:</source>
        <translation>Wachten op een speler die wegging:</translation>
    </message>
    <message>
        <source>Then he is played by:</source>
        <translation>Daarna speelt voor hem:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Poort:</translation>
    </message>
    <message>
        <source>Host a game</source>
        <translation>Een spel hosten</translation>
    </message>
    <message>
        <source>me</source>
        <translation>ik</translation>
    </message>
    <message>
        <source>open for a friend</source>
        <translation>vrij voor een vriend</translation>
    </message>
    <message>
        <source>another player at this screen</source>
        <translation>een andere speler aan dit scherm</translation>
    </message>
    <message>
        <source>computer: %1</source>
        <translation>computer: %1</translation>
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
        <translation>Je naam:</translation>
    </message>
    <message>
        <source>Host&apos;s address:</source>
        <translation>Adres van de host:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Poort:</translation>
    </message>
    <message>
        <source>Search the local network</source>
        <translation>Het lokale netwerk doorzoeken</translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation>Aan een spel deelnemen</translation>
    </message>
    <message numerus="yes">
        <source>%1 at %2 (%n free seat(s))</source>
        <translation>
            <numerusform>%1 op %2 (%n vrije plaats)</numerusform>
            <numerusform>%1 op %2 (%n vrije plaatsen)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Launch</name>
    <message>
        <source>Unexpected error</source>
        <translation>Onverwachte fout</translation>
    </message>
    <message>
        <source>Something went wrong. The game tries to go on; saving now is a good idea.</source>
        <translation>Er is iets misgegaan. Het spel probeert verder te gaan; nu opslaan is een goed idee.</translation>
    </message>
</context>
<context>
    <name>LineChart</name>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Round %1</source>
        <extracomment>the hover readout&apos;s heading over the values of one round</extracomment>
        <translation>Ronde %1</translation>
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
        <translation>Verlaten</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Klaar</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Het spel starten</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Terug naar het spel</translation>
    </message>
    <message>
        <source>Say something to everyone…</source>
        <translation>Zeg iets tegen iedereen…</translation>
    </message>
    <message>
        <source>Friends join at %1</source>
        <translation>Vrienden doen mee via %1</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation> (jij)</translation>
    </message>
    <message>
        <source>to move</source>
        <translation>aan zet</translation>
    </message>
    <message>
        <source>computer player (%1)</source>
        <translation>computerspeler (%1)</translation>
    </message>
    <message>
        <source>open for a friend</source>
        <translation>vrij voor een vriend</translation>
    </message>
    <message>
        <source>away, a computer player sits in</source>
        <translation>weg, een computerspeler valt in</translation>
    </message>
    <message>
        <source>away</source>
        <translation>weg</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>klaar</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>nog niet klaar</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>Game log</source>
        <translation>Spelverslag</translation>
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
        <translation>Het spel wordt gelezen…</translation>
    </message>
    <message>
        <source>Dice pairs won, against what fair dice would give on average:</source>
        <translation>Gewonnen dobbelsteenparen, tegenover wat eerlijke dobbelstenen gemiddeld zouden geven:</translation>
    </message>
    <message>
        <source>Explosions rolled, against what fair dice would give on average:</source>
        <translation>Geworpen explosies, tegenover wat eerlijke dobbelstenen gemiddeld zouden geven:</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Pairs won</source>
        <translation>Paren gewonnen</translation>
    </message>
    <message>
        <source>Explosions</source>
        <translation>Explosies</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Verwacht</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Verschil</translation>
    </message>
    <message>
        <source>Luck (deviations)</source>
        <translation>Geluk (afwijkingen)</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Geluk</translation>
    </message>
    <message>
        <source>Won against the odds</source>
        <translation>Tegen de kansen in gewonnen</translation>
    </message>
    <message>
        <source>Lost despite the odds</source>
        <translation>Ondanks de kansen verloren</translation>
    </message>
    <message>
        <source>Card rolls (explosions rolled of those expected):</source>
        <translation>Kaartworpen (geworpen explosies van de verwachte):</translation>
    </message>
    <message>
        <source>Each pair of dice compared counts for the side that won it. A deviation is the usual spread of fair dice: within one either way is ordinary, beyond two is rare. An attack from one area on another counts as won against the odds when the attacker&apos;s chance to take the area was below one half as it began.</source>
        <translation>Elk vergeleken paar dobbelstenen telt voor de kant die het won. Een afwijking is de gewone spreiding van eerlijke dobbelstenen: binnen één naar beide kanten is gewoon, voorbij twee is zeldzaam. Een aanval van het ene gebied op het andere geldt als tegen de kansen in gewonnen als de kans van de aanvaller om het gebied te nemen bij het begin onder de helft lag.</translation>
    </message>
    <message>
        <source>Luck counts each roll for the player it helps (missiles fired at a player count against him). A deviation is the usual spread of fair dice: within one either way is ordinary, beyond two is rare. A battle counts as won against the odds when its attacker&apos;s chance was below one half as it began.</source>
        <translation>Geluk telt elke worp voor de speler die hij helpt (raketten op een speler afgevuurd tellen tegen hem). Een afwijking is de gewone spreiding van eerlijke dobbelstenen: binnen één naar beide kanten is gewoon, voorbij twee is zeldzaam. Een slag geldt als tegen de kansen in gewonnen als de kans van de aanvaller bij het begin onder de helft lag.</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 van %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>No dice in this game: battles go to the higher total.</source>
        <translation>Geen dobbelstenen in dit spel: het hoogste totaal wint de slag.</translation>
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
        <translation>Welkom bij Conquest.</translation>
    </message>
    <message>
        <source>The computer players are playing… (S skips the animation)</source>
        <translation>De computerspelers zijn aan zet… (S slaat de animatie over)</translation>
    </message>
    <message>
        <source>Press Continue (Enter) to hand the screen over.</source>
        <translation>Klik op Verder (Enter) om het scherm door te geven.</translation>
    </message>
    <message>
        <source>Saving is not available yet.</source>
        <translation>Opslaan is nog niet beschikbaar.</translation>
    </message>
    <message>
        <source>Not available yet</source>
        <translation>Nog niet beschikbaar</translation>
    </message>
    <message>
        <source>Saving and loading games is not available yet in this version.</source>
        <translation>Spellen opslaan en laden is in deze versie nog niet beschikbaar.</translation>
    </message>
    <message>
        <source>Settings are not available yet.</source>
        <translation>Instellingen zijn nog niet beschikbaar.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <source>End the game in progress and start a new one?</source>
        <translation>Het lopende spel beëindigen en een nieuw spel beginnen?</translation>
    </message>
    <message>
        <source>Quit Conquest</source>
        <translation>Conquest afsluiten</translation>
    </message>
    <message>
        <source>Quit the game in progress?</source>
        <translation>Het lopende spel afsluiten?</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Er is niets om ongedaan te maken.</translation>
    </message>
    <message>
        <source>Move taken back.</source>
        <translation>Verplaatsing teruggenomen.</translation>
    </message>
    <message>
        <source>Armistice</source>
        <translation>Wapenstilstand</translation>
    </message>
    <message>
        <source>Armistice with:</source>
        <translation>Wapenstilstand met:</translation>
    </message>
    <message>
        <source>Unit to park on the card:</source>
        <translation>Eenheid die op de kaart komt te staan:</translation>
    </message>
    <message>
        <source>Replay a Saved Game</source>
        <translation>Opgeslagen spel herhalen</translation>
    </message>
</context>
<context>
    <name>Menu</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nieuw spel…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Openen…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>Op&amp;slaan</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Opslaan &amp;als…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Instellingen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Beeld</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Inzoomen</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Uitzoomen</translation>
    </message>
    <message>
        <source>&amp;Fit board</source>
        <translation>Speelbord &amp;passend maken</translation>
    </message>
    <message>
        <source>&amp;Colour-blind palette</source>
        <translation>&amp;Kleurenblindvriendelijke kleuren</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>Volledig sc&amp;herm</translation>
    </message>
    <message>
        <source>&amp;Replay a saved game…</source>
        <translation>Opgeslagen spel &amp;herhalen…</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>Stat&amp;istieken…</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>Animatie&amp;snelheid</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Direct</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Snel</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langzaam</translation>
    </message>
    <message>
        <source>S&amp;kip computer turns&apos; animation</source>
        <translation>Animatie van computer&amp;beurten overslaan</translation>
    </message>
    <message>
        <source>Next &amp;pane (board, side panel, log)</source>
        <translation>&amp;Volgend deelvenster (speelbord, zijpaneel, spelverslag)</translation>
    </message>
    <message>
        <source>Pre&amp;vious pane</source>
        <translation>Vo&amp;rig deelvenster</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>Beu&amp;rt</translation>
    </message>
    <message>
        <source>Confirm / end step</source>
        <translation>Bevestigen / stap beëindigen</translation>
    </message>
    <message>
        <source>&amp;End movement</source>
        <translation>Verplaatsing &amp;beëindigen</translation>
    </message>
    <message>
        <source>&amp;Roll the dice</source>
        <translation>&amp;Dobbelen</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>&amp;Deselect</source>
        <translation>Selectie op&amp;heffen</translation>
    </message>
    <message>
        <source>What would the computer &amp;do?</source>
        <translation>Wat zou de computer &amp;doen?</translation>
    </message>
    <message>
        <source>Choose &amp;area by keyboard</source>
        <translation>Gebied kiezen met &amp;toetsenbord</translation>
    </message>
    <message>
        <source>&amp;Next area</source>
        <translation>&amp;Volgend gebied</translation>
    </message>
    <message>
        <source>&amp;Previous area</source>
        <translation>V&amp;orig gebied</translation>
    </message>
    <message>
        <source>&amp;Choose the marked area</source>
        <translation>Aangewezen gebied &amp;kiezen</translation>
    </message>
    <message>
        <source>&amp;Remove a unit from the marked area</source>
        <translation>Eenheid &amp;weghalen uit het aangewezen gebied</translation>
    </message>
    <message>
        <source>&amp;Go to area…</source>
        <translation>&amp;Ga naar gebied…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Spelregels</translation>
    </message>
    <message>
        <source>&amp;Card reference</source>
        <translation>&amp;Kaartenoverzicht</translation>
    </message>
    <message>
        <source>&amp;About Conquest</source>
        <translation>&amp;Over Conquest</translation>
    </message>
    <message>
        <source>&amp;Missions…</source>
        <translation>&amp;Missies…</translation>
    </message>
    <message>
        <source>&amp;Mission reference</source>
        <translation>Overzicht van de &amp;missies</translation>
    </message>
    <message>
        <source>&amp;Nuclear weapons rules</source>
        <translation>Regels voor &amp;kernwapens</translation>
    </message>
    <message>
        <source>&amp;End turn</source>
        <translation>Beurt &amp;beëindigen</translation>
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
        <translation>%1 gaat produceren. Een ballistische raket afvuren? (Tot nu toe afgevuurd: %2.)</translation>
    </message>
</context>
<context>
    <name>Mission</name>
    <message>
        <source>Conquer 3 or more areas in one turn</source>
        <translation>Verover 3 of meer gebieden in één beurt</translation>
    </message>
    <message>
        <source>Hold every area of one continent</source>
        <translation>Bezit alle gebieden van één continent</translation>
    </message>
    <message>
        <source>Hold 4 or more city areas</source>
        <translation>Bezit 4 of meer steden</translation>
    </message>
    <message>
        <source>Conquer an area attacking from one that held 10 or more armies</source>
        <translation>Verover een gebied vanuit een gebied met 10 of meer legers</translation>
    </message>
    <message>
        <source>Conquer an area across a sea lane</source>
        <translation>Verover een gebied over een zeeroute</translation>
    </message>
    <message>
        <source>Hold every area of two continents</source>
        <translation>Bezit alle gebieden van twee continenten</translation>
    </message>
    <message>
        <source>Hold another player&apos;s capital</source>
        <translation>Bezit de hoofdstad van een andere speler</translation>
    </message>
    <message>
        <source>Conquer 6 or more areas in one turn</source>
        <translation>Verover 6 of meer gebieden in één beurt</translation>
    </message>
    <message>
        <source>Hold 3 or more capitals</source>
        <translation>Bezit 3 of meer hoofdsteden</translation>
    </message>
    <message>
        <source>Eliminate a player</source>
        <translation>Schakel een speler uit</translation>
    </message>
</context>
<context>
    <name>MissionsDialog</name>
    <message>
        <source>Missions</source>
        <translation>Missies</translation>
    </message>
    <message>
        <source>Mission</source>
        <translation>Missie</translation>
    </message>
    <message>
        <source>To fulfil</source>
        <translation>Te vervullen</translation>
    </message>
    <message>
        <source>Reward</source>
        <translation>Beloning</translation>
    </message>
    <message>
        <source>Fulfilled by</source>
        <translation>Vervuld door</translation>
    </message>
    <message>
        <source>Your progress</source>
        <translation>Jouw voortgang</translation>
    </message>
    <message>
        <source>The ten missions are open to everyone: the first player to meet one keeps it for good. %1 missions and your own capital win the game. Holding missions are checked at the start of your turn, the others at once. You fulfil at most one mission per turn of your own and none in round 1; of several at once, the first in the table. Missions taken over from an eliminated player always count.</source>
        <translation>De tien missies staan open voor iedereen: wie er als eerste aan voldoet, houdt haar voorgoed. %1 missies en je eigen hoofdstad winnen het spel. Missies van bezit tellen aan het begin van je beurt, de andere meteen. Je vervult hoogstens één missie per eigen beurt en geen in ronde 1; bij meerdere tegelijk de eerste in de tabel. Missies die je van een uitgeschakelde speler overneemt, tellen altijd.</translation>
    </message>
    <message>
        <source>The ten missions are open to everyone: the first player to meet one keeps it for good. %1 missions and your own capital win the game. Holding missions are checked at the start of your turn (from round 2), the others at once.</source>
        <translation>De tien missies staan open voor iedereen: wie er als eerste aan voldoet, houdt haar voorgoed. %1 missies en je eigen hoofdstad winnen het spel. Missies van bezit tellen aan het begin van je beurt (vanaf ronde 2), de andere meteen.</translation>
    </message>
    <message>
        <source>This game began before the rule of one mission a turn and is played without it.</source>
        <translation>Dit spel begon vóór de regel van één missie per beurt en wordt zonder die regel gespeeld.</translation>
    </message>
    <message>
        <source>Basic training: missions give no rewards.</source>
        <translation>Basistraining: missies geven geen beloning.</translation>
    </message>
    <message>
        <source>when it happens</source>
        <translation>zodra het gebeurt</translation>
    </message>
    <message>
        <source>held at your turn&apos;s start</source>
        <translation>bezit aan het begin van je beurt</translation>
    </message>
    <message>
        <source>This reward left the game with its holder.</source>
        <translation>Deze beloning is met haar houder uit het spel verdwenen.</translation>
    </message>
    <message>
        <source>open</source>
        <translation>open</translation>
    </message>
    <message>
        <source>Progress of %1</source>
        <translation>Voortgang van %1</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Voortgang</translation>
    </message>
    <message>
        <source>fulfilled ✓</source>
        <translation>vervuld ✓</translation>
    </message>
    <message>
        <source>at once when it happens</source>
        <translation>meteen zodra het gebeurt</translation>
    </message>
    <message>
        <source>conquered this turn: %1 of %2</source>
        <translation>deze beurt veroverd: %1 van %2</translation>
    </message>
    <message>
        <source>cities: %1 of %2</source>
        <translation>steden: %1 van %2</translation>
    </message>
    <message>
        <source>continents: %1 of %2</source>
        <translation>continenten: %1 van %2</translation>
    </message>
    <message>
        <source>capitals of others: %1 of %2</source>
        <translation>hoofdsteden van anderen: %1 van %2</translation>
    </message>
    <message>
        <source>capitals: %1 of %2</source>
        <translation>hoofdsteden: %1 van %2</translation>
    </message>
    <message>
        <source>%3: %1 of %2 areas</source>
        <translation>%3: %1 van %2 gebieden</translation>
    </message>
    <message>
        <source>largest army: %1 of %2 (%3)</source>
        <translation>grootste leger: %1 van %2 (%3)</translation>
    </message>
    <message>
        <source>The progress is shown to the player at the screen once he has taken the seat.</source>
        <translation>De voortgang ziet de speler aan het scherm zodra hij de plaats heeft ingenomen.</translation>
    </message>
    <message>
        <source>This game has no limit of missions per turn.</source>
        <translation>Dit spel kent geen grens aan missies per beurt.</translation>
    </message>
    <message>
        <source>No mission can be fulfilled in round 1.</source>
        <translation>In ronde 1 kan geen missie worden vervuld.</translation>
    </message>
    <message>
        <source>You can fulfil a mission in your own turn: one per turn.</source>
        <translation>Je kunt een missie vervullen in je eigen beurt: één per beurt.</translation>
    </message>
    <message>
        <source>You can still fulfil one mission this turn.</source>
        <translation>Je kunt deze beurt nog één missie vervullen.</translation>
    </message>
    <message>
        <source>You fulfilled %1 this turn: the next one in your next turn.</source>
        <translation>Je hebt deze beurt %1 vervuld: de volgende in je volgende beurt.</translation>
    </message>
    <message>
        <source>To win: %1 missions and your own capital.</source>
        <translation>Om te winnen: %1 missies en je eigen hoofdstad.</translation>
    </message>
    <message>
        <source>%1: %2 of %3 missions</source>
        <translation>%1: %2 van %3 missies</translation>
    </message>
    <message>
        <source>%1: %2 of %3 missions, capital held</source>
        <translation>%1: %2 van %3 missies, hoofdstad in bezit</translation>
    </message>
    <message>
        <source>%1: %2 of %3 missions, capital lost</source>
        <translation>%1: %2 van %3 missies, hoofdstad verloren</translation>
    </message>
</context>
<context>
    <name>MovementPage</name>
    <message>
        <source>Tanks (&amp;1)</source>
        <translation>Pantsers (&amp;1)</translation>
    </message>
    <message>
        <source>Planes (&amp;2)</source>
        <translation>Vliegtuigen (&amp;2)</translation>
    </message>
    <message>
        <source>Subs (&amp;3)</source>
        <translation>Duikboten (&amp;3)</translation>
    </message>
    <message>
        <source>How many:</source>
        <translation>Hoeveel:</translation>
    </message>
    <message>
        <source>Undo move</source>
        <translation>Zet ongedaan maken</translation>
    </message>
    <message>
        <source>End movement (E)</source>
        <translation>Verplaatsing beëindigen (E)</translation>
    </message>
    <message>
        <source>Select an area with units, choose what moves and how many, then click a highlighted destination. Planes fly two steps; tanks next to a sea with your submarine can sail to any coast of that sea.</source>
        <translation>Kies een gebied met eenheden, kies wat er verplaatst wordt en hoeveel, en klik dan op een gemarkeerde bestemming. Vliegtuigen vliegen twee stappen; pantsers naast een zeegebied met jouw duikboot kunnen naar elke kust van die zee varen.</translation>
    </message>
    <message>
        <source>Nothing selected.</source>
        <translation>Niets geselecteerd.</translation>
    </message>
    <message numerus="yes">
        <source>Selected: &lt;b&gt;%1&lt;/b&gt; — %n destination(s).</source>
        <translation>
            <numerusform>Geselecteerd: &lt;b&gt;%1&lt;/b&gt; — %n bestemming.</numerusform>
            <numerusform>Geselecteerd: &lt;b&gt;%1&lt;/b&gt; — %n bestemmingen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2% to conquer, %3 survivors expected</source>
        <translation>%1: %2% kans op verovering, %3 overlevenden verwacht</translation>
    </message>
</context>
<context>
    <name>NetworkGame</name>
    <message>
        <source>Players and chat</source>
        <translation>Spelers en chat</translation>
    </message>
    <message>
        <source>The host cannot be reached.</source>
        <translation>De host is niet bereikbaar.</translation>
    </message>
    <message>
        <source>The connection to the host was lost; trying again…</source>
        <translation>De verbinding met de host is verbroken; opnieuw proberen…</translation>
    </message>
    <message>
        <source>The host plays %1, you have %2: both need the same version.</source>
        <translation>De host speelt %1, jij hebt %2: beide hebben dezelfde versie nodig.</translation>
    </message>
    <message>
        <source>This game has no free seat.</source>
        <translation>Dit spel heeft geen vrije plaats.</translation>
    </message>
    <message>
        <source>The host&apos;s game does not check out (%1).</source>
        <translation>Het spel van de host klopt niet (%1).</translation>
    </message>
    <message>
        <source>Every roll checked against the host&apos;s seed; your copy: %1</source>
        <translation>Elke worp gecontroleerd met de seed van de host; jouw kopie: %1</translation>
    </message>
    <message>
        <source>The host keeps this network game; at its end your checked copy goes to the saves folder.</source>
        <translation>De host bewaart dit netwerkspel; aan het einde komt jouw gecontroleerde kopie in de map met opgeslagen spellen.</translation>
    </message>
    <message>
        <source>The statistics open when the network game ends: only the host knows its dice until then.</source>
        <translation>De statistieken openen als het netwerkspel afgelopen is: tot dan kent alleen de host de worpen.</translation>
    </message>
    <message>
        <source>You host this network game: leaving it ends it for every player. Leave it?</source>
        <translation>Jij bent de host van dit netwerkspel: als je het verlaat, eindigt het voor alle spelers. Verlaten?</translation>
    </message>
    <message>
        <source>Leave the network game? A computer player takes your turns once the host stops waiting for you.</source>
        <translation>Het netwerkspel verlaten? Een computerspeler neemt je beurten over zodra de host niet meer op je wacht.</translation>
    </message>
    <message>
        <source>Leave the network game</source>
        <translation>Netwerkspel verlaten</translation>
    </message>
    <message>
        <source>The game hosted last cannot be resumed.</source>
        <translation>Het laatst gehoste spel kan niet worden hervat.</translation>
    </message>
    <message>
        <source>Cannot listen on port %1.</source>
        <translation>Kan niet luisteren op poort %1.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Human</source>
        <translation>Mens</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Makkelijk</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Moeilijk</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Speler %1</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Computer %1</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Random moves</source>
        <translation>Willekeurige zetten</translation>
    </message>
    <message>
        <source>Plays its plans out against the others&apos; replies before it moves.</source>
        <translation>Speelt zijn plannen uit tegen de antwoorden van de anderen voordat hij zet.</translation>
    </message>
    <message>
        <source>Risk on this board: armies and six-sided dice, continents with bonuses, cards traded for armies; win with three missions while holding your capital.</source>
        <translation>Risk op dit bord: legers en zeszijdige dobbelstenen, continenten met bonussen, kaarten ruilen voor legers; win met drie missies en je eigen hoofdstad.</translation>
    </message>
    <message>
        <source>The board game Conquest: tanks, planes and submarines, production, explosion dice and 60 cards; win by holding the target number of areas.</source>
        <translation>Het bordspel Conquest: tanks, vliegtuigen en onderzeeërs, productie, explosiedobbelstenen en 60 kaarten; win door het doelaantal gebieden te bezitten.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Regels:</translation>
    </message>
    <message>
        <source>Conquest</source>
        <translation>Conquest</translation>
    </message>
    <message>
        <source>Risk</source>
        <translation>Risk</translation>
    </message>
    <message>
        <source>Read the rules…</source>
        <translation>Lees de regels…</translation>
    </message>
    <message>
        <source>Version:</source>
        <translation>Versie:</translation>
    </message>
    <message>
        <source>Rules…</source>
        <translation>Regels…</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Spelers:</translation>
    </message>
    <message>
        <source>Allow 2–3 players (neutral areas even out the start)</source>
        <translation>2–3 spelers toestaan (neutrale gebieden zorgen voor een gelijke start)</translation>
    </message>
    <message>
        <source>Seats (clockwise)</source>
        <translation>Plaatsen (met de klok mee)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Kleur</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Niveau computer</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Rules options</source>
        <translation>Spelregelopties</translation>
    </message>
    <message>
        <source>How many of a die&apos;s six faces show an explosion (the game has 2).</source>
        <translation>Op hoeveel van de zes zijden van een dobbelsteen een explosie staat (in het spel 2).</translation>
    </message>
    <message>
        <source>Explosion faces per die:</source>
        <translation>Explosiezijden per dobbelsteen:</translation>
    </message>
    <message>
        <source>Areas needed to win:</source>
        <translation>Gebieden nodig om te winnen:</translation>
    </message>
    <message>
        <source>Deal the areas at random instead of claiming them</source>
        <translation>Gebieden willekeurig verdelen in plaats van ze te bezetten</translation>
    </message>
    <message>
        <source>Draw after</source>
        <translation>Onbeslist na</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>ronden</translation>
    </message>
    <message>
        <source>Round limit:</source>
        <extracomment>&quot;Round&quot;: one round of the game (turn order, cards, production, execution); after the limit it is a draw.</extracomment>
        <translation>Maximaal aantal ronden:</translation>
    </message>
    <message>
        <source>Teams:</source>
        <translation>Teams:</translation>
    </message>
    <message>
        <source>None: everyone for himself</source>
        <translation>Geen: ieder voor zich</translation>
    </message>
    <message>
        <source>Pairs across the table</source>
        <translation>Paren tegenover elkaar</translation>
    </message>
    <message>
        <source>Pairs of neighbours</source>
        <translation>Paren van buren</translation>
    </message>
    <message>
        <source>Two teams: every other seat</source>
        <translation>Twee teams: om en om</translation>
    </message>
    <message>
        <source>Custom: choose each seat&apos;s team</source>
        <translation>Zelf kiezen: het team van elke plaats</translation>
    </message>
    <message>
        <source>Allies never attack each other, share their nations, may revive a fallen ally, and win together.</source>
        <translation>Bondgenoten vallen elkaar nooit aan, delen hun naties, mogen een gevallen bondgenoot laten herrijzen en winnen samen.</translation>
    </message>
    <message>
        <source>random</source>
        <translation>willekeurig</translation>
    </message>
    <message>
        <source>The same seed and the same decisions give the same game.</source>
        <translation>Dezelfde seed en dezelfde beslissingen geven hetzelfde spel.</translation>
    </message>
    <message>
        <source>Seed (optional):</source>
        <translation>Seed (optioneel):</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Every player needs a different colour.</source>
        <translation>Elke speler heeft een andere kleur nodig.</translation>
    </message>
    <message>
        <source>Teams need at least two sides: two teams, or a team and a player alone.</source>
        <translation>Teams hebben minstens twee kanten nodig: twee teams, of een team en een speler alleen.</translation>
    </message>
    <message>
        <source>The target must be more than the %1 areas each player gets at the start.</source>
        <translation>Het doel moet hoger zijn dan de %1 gebieden die elke speler bij het begin krijgt.</translation>
    </message>
    <message>
        <source>The seed must be a whole number.</source>
        <translation>De seed moet een geheel getal zijn.</translation>
    </message>
    <message>
        <source>A name of up to %1 letters, digits or signs.</source>
        <translation>Een naam van hoogstens %1 letters, cijfers of tekens.</translation>
    </message>
    <message>
        <source>Comanda &amp; Conquista</source>
        <translation>Comanda &amp; Conquista</translation>
    </message>
    <message>
        <source>Comanda &amp; Conquista: credits from your nations, four kinds of division, battles without dice (the higher total wins), homes, defences, airlifts and alliances.</source>
        <translation>Comanda &amp; Conquista: credits uit je naties, vier soorten divisies, veldslagen zonder dobbelstenen (het hoogste totaal wint), thuislanden, verdedigingen, luchtbruggen en bondgenootschappen.</translation>
    </message>
</context>
<context>
    <name>Nuclear</name>
    <message>
        <source>Nuclear weapons</source>
        <translation>Kernwapens</translation>
    </message>
    <message>
        <source>Nukes to buy: </source>
        <translation>Kernwapens kopen: </translation>
    </message>
    <message>
        <source>Nukes: </source>
        <translation>Kernwapens: </translation>
    </message>
    <message>
        <source>Launch the nuclear attack</source>
        <translation>Kernaanval uitvoeren</translation>
    </message>
    <message>
        <source>Choose the target on the board</source>
        <translation>Kies het doel op het bord</translation>
    </message>
    <message>
        <source>Armies: </source>
        <translation>Legers: </translation>
    </message>
    <message>
        <source>Occupy the free area</source>
        <translation>Het vrije gebied bezetten</translation>
    </message>
    <message>
        <source>Click the area to strike.</source>
        <translation>Klik op het gebied dat je wilt treffen.</translation>
    </message>
    <message>
        <source>%1 → free %2</source>
        <translation>%1 → vrij %2</translation>
    </message>
    <message numerus="yes">
        <source>A nuke costs %1 PP, on one of your areas; %n left in your supply.</source>
        <translation>
            <numerusform>Een kernwapen kost %1 PP, op een van je gebieden; nog %n in je voorraad.</numerusform>
            <numerusform>Een kernwapen kost %1 PP, op een van je gebieden; nog %n in je voorraad.</numerusform>
        </translation>
    </message>
    <message>
        <source>From %1</source>
        <translation>Vanuit %1</translation>
    </message>
    <message>
        <source>At %1</source>
        <translation>Op %1</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n ronde</numerusform>
            <numerusform>%n rondes</numerusform>
        </translation>
    </message>
    <message>
        <source>free</source>
        <translation>vrij</translation>
    </message>
    <message>
        <source>Free: nobody owns it; units may move in without a battle.</source>
        <translation>Vrij: het is van niemand; eenheden mogen er zonder slag in.</translation>
    </message>
    <message numerus="yes">
        <source>%n nuke(s)</source>
        <translation>
            <numerusform>%n kernwapen</numerusform>
            <numerusform>%n kernwapens</numerusform>
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
            <numerusform>%n vliegtuig</numerusform>
            <numerusform>%n vliegtuigen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n army(ies)</source>
        <translation>
            <numerusform>%n leger</numerusform>
            <numerusform>%n legers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Contaminated for %n more round(s): no unit may enter it.</source>
        <translation>
            <numerusform>Nog %n ronde besmet: geen eenheid mag erin.</numerusform>
            <numerusform>Nog %n rondes besmet: geen eenheid mag erin.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A nuke costs %1 armies, on one of your areas; %n left in your supply.</source>
        <translation>
            <numerusform>Een kernwapen kost %1 legers, op een van je gebieden; nog %n in je voorraad.</numerusform>
            <numerusform>Een kernwapen kost %1 legers, op een van je gebieden; nog %n in je voorraad.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 strikes from %2 at %3 (held by %4) with %n nuke(s).</source>
        <translation>
            <numerusform>%1 valt vanuit %2 %3 aan (van %4) met %n kernwapen.</numerusform>
            <numerusform>%1 valt vanuit %2 %3 aan (van %4) met %n kernwapens.</numerusform>
        </translation>
    </message>
    <message>
        <source>Intercept it from one of your areas next to the target (you lose the unit named), or let it pass.</source>
        <translation>Onderschep hem vanuit een van je gebieden naast het doel (je verliest de genoemde eenheid), of laat hem door.</translation>
    </message>
    <message>
        <source>Intercept from %1 (lose %2)</source>
        <translation>Onderscheppen vanuit %1 (verlies %2)</translation>
    </message>
    <message>
        <source>Let it pass</source>
        <translation>Doorlaten</translation>
    </message>
    <message numerus="yes">
        <source>Your nuclear attack on %1: %n nuke(s) committed. Roll or stop?</source>
        <translation>
            <numerusform>Je kernaanval op %1: %n kernwapen ingezet. Gooien of stoppen?</numerusform>
            <numerusform>Je kernaanval op %1: %n kernwapens ingezet. Gooien of stoppen?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2% to contaminate it with %n nuke(s), %3 nukes lost on average.</source>
        <translation>
            <numerusform>%1: %2% kans op besmetting met %n kernwapen, gemiddeld %3 kernwapens verloren.</numerusform>
            <numerusform>%1: %2% kans op besmetting met %n kernwapens, gemiddeld %3 kernwapens verloren.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Striker %1: %n nuke(s) from %2</source>
        <translation>
            <numerusform>Aanvaller %1: %n kernwapen vanuit %2</numerusform>
            <numerusform>Aanvaller %1: %n kernwapens vanuit %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Now: %n nuke(s) against %1</source>
        <translation>
            <numerusform>Nu: %n kernwapen tegen %1</numerusform>
            <numerusform>Nu: %n kernwapens tegen %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This attack so far: %n roll(s); nukes lost %1, armies and nukes hit %2.</source>
        <translation>
            <numerusform>Deze aanval tot nu toe: %n worp; kernwapens verloren %1, legers en kernwapens getroffen %2.</numerusform>
            <numerusform>Deze aanval tot nu toe: %n worpen; kernwapens verloren %1, legers en kernwapens getroffen %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Roll with %n die/dice</source>
        <translation>
            <numerusform>Gooi met %n dobbelsteen</numerusform>
            <numerusform>Gooi met %n dobbelstenen</numerusform>
        </translation>
    </message>
    <message>
        <source>Roll the nuclear dice</source>
        <translation>Gooi de kerndobbelstenen</translation>
    </message>
    <message>
        <source>Stop the attack</source>
        <translation>Aanval stoppen</translation>
    </message>
    <message>
        <source>Nuclear attack on %1</source>
        <translation>Kernaanval op %1</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>Nobody defends it: no dice, one nuke is spent.</source>
        <translation>Niemand verdedigt het: geen dobbelstenen, één kernwapen wordt verbruikt.</translation>
    </message>
    <message>
        <source>Defender %1: %2</source>
        <translation>Verdediger %1: %2</translation>
    </message>
    <message>
        <source>Defender %1: %2 + flag</source>
        <translation>Verdediger %1: %2 + vlag</translation>
    </message>
    <message>
        <source>The defender rolls first: each explosion destroys a nuke; then one die per nuke left.</source>
        <translation>De verdediger gooit eerst: elke explosie vernietigt een kernwapen; daarna één dobbelsteen per overgebleven kernwapen.</translation>
    </message>
    <message>
        <source>nukes, %1</source>
        <translation>kernwapens, %1</translation>
    </message>
    <message>
        <source>%1 intercepts it from %2, losing %3; the striker loses a nuke.</source>
        <translation>%1 onderschept de aanval vanuit %2 en verliest %3; de aanvaller verliest een kernwapen.</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <source>%1 loses %2.</source>
        <translation>%1 verliest %2.</translation>
    </message>
    <message>
        <source>%1 contaminated by %2.</source>
        <translation>%1 besmet door %2.</translation>
    </message>
    <message>
        <source>Intercepted by %1: %2 is not struck.</source>
        <translation>Onderschept door %1: %2 wordt niet getroffen.</translation>
    </message>
    <message>
        <source>%1 stopped the attack: %2 held by %3.</source>
        <translation>%1 stopte de aanval: %2 behouden door %3.</translation>
    </message>
    <message>
        <source>Every committed nuke lost: %1 held by %2.</source>
        <translation>Alle ingezette kernwapens verloren: %1 behouden door %2.</translation>
    </message>
    <message>
        <source>%1: nuclear attack under way</source>
        <translation>%1: kernaanval bezig</translation>
    </message>
    <message>
        <source>%1: contaminated by %2</source>
        <translation>%1: besmet door %2</translation>
    </message>
    <message>
        <source>%1: nuclear attack intercepted by %2</source>
        <translation>%1: kernaanval onderschept door %2</translation>
    </message>
    <message>
        <source>%1: nuclear attack, held by %2</source>
        <translation>%1: kernaanval, behouden door %2</translation>
    </message>
    <message>
        <source>Take these losses</source>
        <translation>Deze verliezen nemen</translation>
    </message>
    <message numerus="yes">
        <source>%n nuclear hit(s) in %1: choose your losses.</source>
        <translation>
            <numerusform>%n nucleaire treffer in %1: kies je verliezen.</numerusform>
            <numerusform>%n nucleaire treffers in %1: kies je verliezen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Counter-strike</source>
        <translation>Tegenaanval</translation>
    </message>
    <message>
        <source>No counter-strike</source>
        <translation>Geen tegenaanval</translation>
    </message>
    <message numerus="yes">
        <source>%1 was conquered; %n of your nukes there are left. Strike back at any area, or not?</source>
        <translation>
            <numerusform>%1 is veroverd; daar is nog %n kernwapen van je over. Sla je terug op een gebied, of niet?</numerusform>
            <numerusform>%1 is veroverd; daar zijn nog %n kernwapens van je over. Sla je terug op een gebied, of niet?</numerusform>
        </translation>
    </message>
    <message>
        <source>Buy nukes and, from round 4, strike any land area: a struck area is contaminated for two rounds, then free.</source>
        <translation>Koop kernwapens en val vanaf ronde 4 elk landgebied aan: een getroffen gebied is twee rondes besmet en daarna vrij.</translation>
    </message>
    <message>
        <source>%1: nobody defends it, no dice: one nuke is spent and it is contaminated.</source>
        <translation>%1: niemand verdedigt het, geen dobbelstenen: één kernwapen wordt verbruikt en het gebied is besmet.</translation>
    </message>
    <message>
        <source>May be intercepted by %1.</source>
        <translation>Kan onderschept worden door %1.</translation>
    </message>
    <message>
        <source>Nuclear attack</source>
        <translation>Kernaanval</translation>
    </message>
</context>
<context>
    <name>OccupyPage</name>
    <message>
        <source>Move in</source>
        <translation>Binnentrekken</translation>
    </message>
    <message>
        <source>%1 conquered from %2. Move in at least %3 and at most %4 armies.</source>
        <translation>%1 veroverd vanuit %2. Trek met minstens %3 en hoogstens %4 legers binnen.</translation>
    </message>
    <message>
        <source>Fewest (%1)</source>
        <translation>Minste (%1)</translation>
    </message>
    <message>
        <source>All but one (%1)</source>
        <translation>Alle op één na (%1)</translation>
    </message>
    <message>
        <source>Then %1: %2, %3: %4.</source>
        <translation>Daarna %1: %2, %3: %4.</translation>
    </message>
</context>
<context>
    <name>Page</name>
    <message>
        <source>Play %1</source>
        <translation>%1 spelen</translation>
    </message>
</context>
<context>
    <name>PaneFocus</name>
    <message>
        <source>Board — Tab marks the areas you can choose; F6: next pane.</source>
        <translation>Speelbord — Tab markeert de gebieden die je kunt kiezen; F6: volgend deelvenster.</translation>
    </message>
    <message>
        <source>Side panel — Tab moves between its controls, Space presses a button; F6: next pane.</source>
        <translation>Zijpaneel — Tab gaat van knop naar knop, de spatiebalk drukt een knop in; F6: volgend deelvenster.</translation>
    </message>
    <message>
        <source>Game log — the arrow keys scroll it; F6: next pane.</source>
        <translation>Spelverslag — de pijltjestoetsen scrollen erdoor; F6: volgend deelvenster.</translation>
    </message>
</context>
<context>
    <name>Phase</name>
    <message>
        <source>Claiming areas</source>
        <translation>Gebieden bezetten</translation>
    </message>
    <message>
        <source>Turn order</source>
        <translation>Regelen van het spelverloop</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Verdelen van de kaarten</translation>
    </message>
    <message>
        <source>Production</source>
        <translation>Productiefase</translation>
    </message>
    <message>
        <source>Execution (movement, battle)</source>
        <translation>Uitvoeringsfase (verplaatsing, strijd)</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Einde van het spel</translation>
    </message>
    <message>
        <source>Choosing capitals</source>
        <translation>Hoofdsteden kiezen</translation>
    </message>
    <message>
        <source>Placing start armies</source>
        <translation>Startlegers plaatsen</translation>
    </message>
    <message>
        <source>Reinforcement</source>
        <translation>Versterking</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>Aanvallen</translation>
    </message>
    <message>
        <source>Fortifying</source>
        <translation>Verplaatsen</translation>
    </message>
    <message>
        <source>Choosing homes</source>
        <translation>Thuislanden kiezen</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Beurten</translation>
    </message>
</context>
<context>
    <name>PlaceCapitalPage</name>
    <message>
        <source>Choose your capital: click one of your areas on the board. It stays there for the whole game; whoever holds its area gets +1 army per turn, and you can only win while you hold it.</source>
        <translation>Kies je hoofdstad: klik op een van je gebieden op het bord. Ze blijft daar het hele spel; wie het gebied bezit krijgt +1 leger per beurt, en je kunt alleen winnen zolang jij het bezit.</translation>
    </message>
</context>
<context>
    <name>PlacePage</name>
    <message>
        <source>Armies per click:</source>
        <translation>Legers per klik:</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ongedaan maken</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Wissen</translation>
    </message>
    <message>
        <source>Confirm placing (Enter)</source>
        <translation>Plaatsen bevestigen (Enter)</translation>
    </message>
    <message>
        <source>Place your start armies on your areas: click an area to put armies there, right-click to take one back.</source>
        <translation>Plaats je startlegers op je gebieden: klik op een gebied om er legers te zetten, rechtsklik om er een terug te nemen.</translation>
    </message>
    <message>
        <source>Place your reinforcements on your areas: click an area to put armies there, right-click to take one back.</source>
        <translation>Plaats je versterkingen op je gebieden: klik op een gebied om er legers te zetten, rechtsklik om er een terug te nemen.</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;font-size:16pt&apos;&gt;&lt;b&gt;%1&lt;/b&gt; of %2 armies left&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;font-size:16pt&apos;&gt;&lt;b&gt;%1&lt;/b&gt; van %2 legers over&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Nothing placed yet.</source>
        <translation>Nog niets geplaatst.</translation>
    </message>
</context>
<context>
    <name>PlayOnDialog</name>
    <message>
        <source>Play on from here</source>
        <translation>Vanaf hier verder spelen</translation>
    </message>
    <message>
        <source>A new game starts at round %1 of the replay, as a new save: the file you watched stays as it is. Who plays each seat?</source>
        <translation>Een nieuw spel begint bij ronde %1 van de herhaling, als nieuw opgeslagen spel: het bekeken bestand blijft zoals het is. Wie speelt welke plaats?</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mens</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Computer: %1</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Beginnen</translation>
    </message>
</context>
<context>
    <name>PlayersPanel</name>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Areas</source>
        <translation>Gebieden</translation>
    </message>
    <message>
        <source>tanks/planes/subs</source>
        <extracomment>Translators: short words for tanks, planes and submarines under the players table&apos;s &quot;Units&quot; heading</extracomment>
        <translation>tank/vlieg/duik</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Eenheden</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kaarten</translation>
    </message>
    <message>
        <source>Areas owned</source>
        <translation>Gebieden in bezit</translation>
    </message>
    <message>
        <source>Tanks / planes / submarines</source>
        <translation>Pantsers / vliegtuigen / duikboten</translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation>Kaarten in de hand</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Legers</translation>
    </message>
    <message>
        <source>Armies on the board</source>
        <translation>Legers op het bord</translation>
    </message>
    <message>
        <source>Missions</source>
        <translation>Missies</translation>
    </message>
    <message>
        <source>Missions fulfilled of three, ✓ while he holds his own capital, ✗ when he lost it: three missions and the own capital win</source>
        <translation>Vervulde missies van de drie, ✓ zolang hij zijn eigen hoofdstad heeft, ✗ als hij haar verloor: drie missies en de eigen hoofdstad winnen</translation>
    </message>
    <message>
        <source>human</source>
        <translation>mens</translation>
    </message>
    <message>
        <source>AI (easy)</source>
        <translation>computer (makkelijk)</translation>
    </message>
    <message>
        <source>AI (normal)</source>
        <translation>computer (normaal)</translation>
    </message>
    <message>
        <source>AI (hard)</source>
        <translation>computer (moeilijk)</translation>
    </message>
    <message>
        <source>at another computer</source>
        <translation>aan een andere computer</translation>
    </message>
    <message>
        <source>AI (%1)</source>
        <translation>computer (%1)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Round %1&lt;/b&gt; — %2</source>
        <extracomment>&quot;Round&quot;: the game round number (all four phases), followed by the phase name.</extracomment>
        <translation>&lt;b&gt;Ronde %1&lt;/b&gt; — %2</translation>
    </message>
    <message>
        <source>Waiting for &lt;b&gt;%1&lt;/b&gt; (%2).</source>
        <translation>Wachten op &lt;b&gt;%1&lt;/b&gt; (%2).</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2) is thinking…</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2) denkt na…</translation>
    </message>
    <message>
        <source>Production points: %1</source>
        <translation>Productiepunten: %1</translation>
    </message>
    <message>
        <source>Nat.</source>
        <translation>Nat.</translation>
    </message>
    <message>
        <source>Nations owned</source>
        <translation>Naties in bezit</translation>
    </message>
    <message>
        <source>Divisions on the board</source>
        <translation>Divisies op het bord</translation>
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
        <translation>Te besteden credits (+1 per natie aan het eind van elke beurt van hem)</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Fiches</translation>
    </message>
    <message>
        <source>Special tokens (sold for 8 credits or spent on a property) · enemy divisions destroyed toward the next 10 (each 10: 2 special tokens)</source>
        <translation>Speciale fiches (verkocht voor 8 credits of besteed aan een eigenschap) · vernietigde vijandelijke divisies op weg naar de volgende 10 (elke 10: 2 speciale fiches)</translation>
    </message>
    <message>
        <source>Property: the turns left of the property in force (its name and effect on hover)</source>
        <translation>Eigenschap: de beurten die de geldende eigenschap nog duurt (naam en effect bij aanwijzen)</translation>
    </message>
    <message>
        <source>Team %1: allies win together</source>
        <translation>Team %1: bondgenoten winnen samen</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>%1 enemy divisions destroyed in all</source>
        <translation>%1 vijandelijke divisies vernietigd in totaal</translation>
    </message>
</context>
<context>
    <name>ProductionDice</name>
    <message>
        <source>Production dice</source>
        <translation>Productiedobbelstenen</translation>
    </message>
    <message numerus="yes">
        <source>Your super production: %n explosion(s), +%n PP.</source>
        <translation>
            <numerusform>Jouw superproductie: %n explosie, +%n PP.</numerusform>
            <numerusform>Jouw superproductie: %n explosies, +%n PP.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A missile at you: %n explosion(s), %n PP lost.</source>
        <translation>
            <numerusform>Een raket op jou: %n explosie, %n PP kwijt.</numerusform>
            <numerusform>Een raket op jou: %n explosies, %n PP kwijt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your missile at %1: %n explosion(s), %n PP lost.</source>
        <translation>
            <numerusform>Jouw raket op %1: %n explosie, %n PP kwijt.</numerusform>
            <numerusform>Jouw raket op %1: %n explosies, %n PP kwijt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A missile at %1 (you fired one): %n explosion(s), %n PP lost.</source>
        <translation>
            <numerusform>Een raket op %1 (je vuurde er een af): %n explosie, %n PP kwijt.</numerusform>
            <numerusform>Een raket op %1 (je vuurde er een af): %n explosies, %n PP kwijt.</numerusform>
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
            <numerusform>Aanval op %1 (%2): %3% kans op winst, %n eenheid tegen %4.</numerusform>
            <numerusform>Aanval op %1 (%2): %3% kans op winst, %n eenheden tegen %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Attack on %1 (%2): %3% to win, %n army(s) against %4.</source>
        <translation>
            <numerusform>Aanval op %1 (%2): %3% kans op winst, %n leger tegen %4.</numerusform>
            <numerusform>Aanval op %1 (%2): %3% kans op winst, %n legers tegen %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Battle for %1 (%2): %3% to win against %n defender(s).</source>
        <translation>
            <numerusform>Strijd om %1 (%2): %3% kans op winst tegen %n verdediger.</numerusform>
            <numerusform>Strijd om %1 (%2): %3% kans op winst tegen %n verdedigers.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n of its %2 areas yours already.</source>
        <translation>
            <numerusform>%1: al %n van de %2 gebieden in jouw bezit.</numerusform>
            <numerusform>%1: al %n van de %2 gebieden in jouw bezit.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 borders %n enemy army(s).</source>
        <translation>
            <numerusform>%1 grenst aan %n vijandelijk leger.</numerusform>
            <numerusform>%1 grenst aan %n vijandelijke legers.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n plane(s) hit first: a plane costs twice as much as a tank.</source>
        <translation>
            <numerusform>Eerst %n vliegtuig geraakt: een vliegtuig kost twee keer zoveel als een pantser.</numerusform>
            <numerusform>Eerst %n vliegtuigen geraakt: een vliegtuig kost twee keer zoveel als een pantser.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n submarine(s) of %1 sunk in %2.</source>
        <translation>
            <numerusform>%n duikboot van %1 tot zinken gebracht in %2.</numerusform>
            <numerusform>%n duikboten van %1 tot zinken gebracht in %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Capital in %1: %n enemy neighbour(s), the fewest of your areas.</source>
        <translation>
            <numerusform>Hoofdstad in %1: %n vijandelijke buur, de minste van je gebieden.</numerusform>
            <numerusform>Hoofdstad in %1: %n vijandelijke buren, de minste van je gebieden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>One big stack of %n army(s) in %1 to attack from.</source>
        <translation>
            <numerusform>Eén grote stapel van %n leger in %1 om vandaar aan te vallen.</numerusform>
            <numerusform>Eén grote stapel van %n legers in %1 om vandaar aan te vallen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n army(s) move in; %1 enemy armies border the area they leave.</source>
        <translation>
            <numerusform>%n leger trekt erin; %1 vijandelijke legers grenzen aan het gebied dat het verlaat.</numerusform>
            <numerusform>%n legers trekken erin; %1 vijandelijke legers grenzen aan het gebied dat ze verlaten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conquest(s) this turn: enough for now.</source>
        <translation>
            <numerusform>%n verovering deze beurt: genoeg voor nu.</numerusform>
            <numerusform>%n veroveringen deze beurt: genoeg voor nu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The capital of %1 (%n mission(s) fulfilled): without it, no victory.</source>
        <translation>
            <numerusform>De hoofdstad van %1 (%n missie vervuld): zonder hoofdstad geen overwinning.</numerusform>
            <numerusform>De hoofdstad van %1 (%n missies vervuld): zonder hoofdstad geen overwinning.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your capital %1 stays strong: with %n mission(s) fulfilled, no victory without it.</source>
        <translation>
            <numerusform>Je hoofdstad %1 blijft sterk: %n missie vervuld, zonder haar geen overwinning.</numerusform>
            <numerusform>Je hoofdstad %1 blijft sterk: %n missies vervuld, zonder haar geen overwinning.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Retaking your capital %1: with %n mission(s) fulfilled, no victory without it.</source>
        <translation>
            <numerusform>Je hoofdstad %1 terugnemen: %n missie vervuld, zonder haar geen overwinning.</numerusform>
            <numerusform>Je hoofdstad %1 terugnemen: %n missies vervuld, zonder haar geen overwinning.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nuclear attack on %1 (%2) with %n nuke(s): %3% to contaminate it, %4 nukes lost on average.</source>
        <translation>
            <numerusform>Kernaanval op %1 (%2) met %n kernwapen: %3% kans op besmetting, gemiddeld %4 kernwapens verloren.</numerusform>
            <numerusform>Kernaanval op %1 (%2) met %n kernwapens: %3% kans op besmetting, gemiddeld %4 kernwapens verloren.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n nuke(s) in %1, your safest area, against a rival running for the win; %2 left in your supply.</source>
        <translation>
            <numerusform>%n kernwapen in %1, je veiligste gebied, tegen een rivaal die op de overwinning afstevent; nog %2 in je voorraad.</numerusform>
            <numerusform>%n kernwapens in %1, je veiligste gebied, tegen een rivaal die op de overwinning afstevent; nog %2 in je voorraad.</numerusform>
        </translation>
    </message>
    <message>
        <source>No mission in round 1: %1 has to wait.</source>
        <translation>Geen missie in ronde 1: %1 moet wachten.</translation>
    </message>
    <message>
        <source>One mission a turn: %2 is already yours this turn, %1 has to wait.</source>
        <translation>Eén missie per beurt: %2 is deze beurt al van jou, %1 moet wachten.</translation>
    </message>
    <message>
        <source>%1 bought; %2 more of that kind left in your supply.</source>
        <translation>%1 gekocht; nog %2 van die soort in je voorraad.</translation>
    </message>
    <message>
        <source>A neighbour may intercept it: %1% counted against it.</source>
        <translation>Een buur kan hem onderscheppen: %1% daarvoor meegerekend.</translation>
    </message>
    <message>
        <source>Every hit on tanks: there are no planes to hit.</source>
        <translation>Alle treffers op pantsers: er zijn geen vliegtuigen om te raken.</translation>
    </message>
    <message>
        <source>Runaway leader: %1, with %2 of the %3 areas needed.</source>
        <translation>Koploper die wegloopt: %1, met %2 van de %3 benodigde gebieden.</translation>
    </message>
    <message>
        <source>%1 is at risk: %2% chance of a loss to %3.</source>
        <translation>%1 loopt gevaar: %2% kans op verlies aan %3.</translation>
    </message>
    <message>
        <source>Neighbours of %1: %2 of your areas, %3 still free.</source>
        <translation>Buren van %1: %2 van je gebieden, %3 nog vrij.</translation>
    </message>
    <message>
        <source>%1: now is the moment to play it.</source>
        <translation>%1: nu is het moment om die te spelen.</translation>
    </message>
    <message>
        <source>No card worth giving up now: keep them.</source>
        <translation>Geen kaart is het nu waard om op te geven: houd ze.</translation>
    </message>
    <message>
        <source>The cards of least use now go back: %1.</source>
        <translation>De kaarten die nu het minst nut hebben gaan terug: %1.</translation>
    </message>
    <message>
        <source>Missiles at %1, with %2 of the %3 areas needed.</source>
        <translation>Raketten op %1, met %2 van de %3 benodigde gebieden.</translation>
    </message>
    <message>
        <source>Battle for %1: %2% to win as it stands.</source>
        <translation>Strijd om %1: zoals het nu staat %2% kans op winst.</translation>
    </message>
    <message>
        <source>Armistice with %1: the greatest threat to your areas.</source>
        <translation>Wapenstilstand met %1: de grootste bedreiging voor je gebieden.</translation>
    </message>
    <message>
        <source>No attack worth its odds now: the forces stay on guard.</source>
        <translation>Nu geen aanval die zijn kansen waard is: de troepen blijven op wacht.</translation>
    </message>
    <message>
        <source>Nothing more worth doing in this step.</source>
        <translation>Niets meer dat in deze stap de moeite waard is.</translation>
    </message>
    <message>
        <source>Cards with %1 stars traded for %2 armies.</source>
        <translation>Kaarten met %1 sterren geruild voor %2 legers.</translation>
    </message>
    <message>
        <source>This conquest fulfils mission %1.</source>
        <translation>Deze verovering vervult missie %1.</translation>
    </message>
    <message>
        <source>Mission %1 would be the third of %2 at the start of that turn, and the victory: this conquest prevents it.</source>
        <translation>Missie %1 zou aan het begin van die beurt de derde van %2 zijn, en de overwinning: deze verovering voorkomt dat.</translation>
    </message>
    <message>
        <source>Your own %1 contaminated as a barrier: no dice, one nuke, nobody enters it for two rounds.</source>
        <translation>Je eigen %1 besmet als barrière: geen dobbelstenen, één kernwapen, twee rondes komt niemand erin.</translation>
    </message>
    <message>
        <source>The strike of %1 on %2 would help a player running for the win: stop it, for one unit.</source>
        <translation>De aanval van %1 op %2 zou een speler helpen die op de overwinning afstevent: houd hem tegen, voor één eenheid.</translation>
    </message>
    <message>
        <source>The strike of %1 on %2 hands nobody the win: keep your units.</source>
        <translation>De aanval van %1 op %2 bezorgt niemand de overwinning: houd je eenheden.</translation>
    </message>
    <message>
        <source>Nuclear attack on %1: %2% to contaminate it from here.</source>
        <translation>Kernaanval op %1: vanaf hier %2% kans op besmetting.</translation>
    </message>
    <message>
        <source>Nuclear attack on %1: only %2% from here; the nukes left are kept.</source>
        <translation>Kernaanval op %1: vanaf hier maar %2%; de overgebleven kernwapens blijven behouden.</translation>
    </message>
    <message>
        <source>The losses that leave the strike on %1 least likely to contaminate it, at the lowest cost.</source>
        <translation>De verliezen die de kans op besmetting van %1 het kleinst maken, tegen de laagste kosten.</translation>
    </message>
    <message>
        <source>%1 is free: taken without a battle.</source>
        <translation>%1 is vrij: ingenomen zonder slag.</translation>
    </message>
    <message>
        <source>Looked ahead: %1 plans compared, the best %2 played out %3 times each against the others&apos; replies.</source>
        <translation>Vooruitgekeken: %1 plannen vergeleken, de beste %2 elk %3 keer uitgespeeld tegen de antwoorden van de anderen.</translation>
    </message>
    <message>
        <source>Reasons of %1: %2</source>
        <translation>Redenen van %1: %2</translation>
    </message>
</context>
<context>
    <name>Reinforcement</name>
    <message>
        <source>%1 areas + %2 cities ÷ 3, rounded up</source>
        <translation>%1 gebieden + %2 steden ÷ 3, naar boven afgerond</translation>
    </message>
    <message>
        <source>%1 areas ÷ 3, rounded up</source>
        <translation>%1 gebieden ÷ 3, naar boven afgerond</translation>
    </message>
    <message>
        <source>Continents: %1</source>
        <translation>Continenten: %1</translation>
    </message>
    <message>
        <source>Continents</source>
        <translation>Continenten</translation>
    </message>
    <message>
        <source>Capitals held</source>
        <translation>Hoofdsteden in bezit</translation>
    </message>
    <message>
        <source>Made up to the minimum of 3</source>
        <translation>Aangevuld tot het minimum van 3</translation>
    </message>
    <message>
        <source>Mission rewards</source>
        <translation>Beloningen van missies</translation>
    </message>
    <message>
        <source>Cards traded</source>
        <translation>Kaarten geruild</translation>
    </message>
    <message>
        <source>Lost: beyond your %1 armies</source>
        <translation>Verloren: boven je %1 legers</translation>
    </message>
    <message>
        <source>To place</source>
        <translation>Te plaatsen</translation>
    </message>
</context>
<context>
    <name>ReplayControls</name>
    <message>
        <source>To the start (Home)</source>
        <translation>Naar het begin (Home)</translation>
    </message>
    <message>
        <source>Round back (Page Up)</source>
        <translation>Ronde terug (Page Up)</translation>
    </message>
    <message>
        <source>Turn back (Shift+Left)</source>
        <translation>Beurt terug (Shift+Links)</translation>
    </message>
    <message>
        <source>Decision back (Left)</source>
        <translation>Beslissing terug (Links)</translation>
    </message>
    <message>
        <source>Decision forward (Right)</source>
        <translation>Beslissing verder (Rechts)</translation>
    </message>
    <message>
        <source>Turn forward (Shift+Right)</source>
        <translation>Beurt verder (Shift+Rechts)</translation>
    </message>
    <message>
        <source>Round forward (Page Down)</source>
        <translation>Ronde verder (Page Down)</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>Naar het eind (End)</translation>
    </message>
    <message>
        <source>Play speed</source>
        <translation>Afspeelsnelheid</translation>
    </message>
    <message>
        <source>Play on from here…</source>
        <translation>Vanaf hier verder spelen…</translation>
    </message>
    <message>
        <source>Start a new game from the position shown (a new save; this file stays as it is)</source>
        <translation>Een nieuw spel vanaf de getoonde stand (een nieuw opgeslagen spel; dit bestand blijft zoals het is)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pauze</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Afspelen</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>Afspelen of pauzeren (spatie)</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Replay — %1</source>
        <translation>Herhaling — %1</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Herhaling</translation>
    </message>
    <message>
        <source>Game log up to this step</source>
        <translation>Spelverslag tot deze stap</translation>
    </message>
    <message>
        <source>Seed of the dice: %1</source>
        <translation>Seed van de dobbelstenen: %1</translation>
    </message>
    <message>
        <source>Replay — round %1 of %2</source>
        <extracomment>&quot;Replay — round 12 of 40&quot;: a saved game watched again, the round shown and the game&apos;s last.</extracomment>
        <translation>Herhaling — ronde %1 van %2</translation>
    </message>
    <message>
        <source>Decision %1 of %2</source>
        <translation>Beslissing %1 van %2</translation>
    </message>
    <message>
        <source>The opening, before the first decision</source>
        <translation>De opening, voor de eerste beslissing</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>einde van het spel</translation>
    </message>
    <message numerus="yes">
        <source>%n area(s)</source>
        <translation>
            <numerusform>%n gebied</numerusform>
            <numerusform>%n gebieden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n kaart</numerusform>
            <numerusform>%n kaarten</numerusform>
        </translation>
    </message>
    <message>
        <source>out of the game</source>
        <translation>uitgeschakeld</translation>
    </message>
    <message numerus="yes">
        <source>%n army(s)</source>
        <translation>
            <numerusform>%n leger</numerusform>
            <numerusform>%n legers</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards: %1</source>
        <translation>Kaarten: %1</translation>
    </message>
    <message>
        <source>Cards: none</source>
        <translation>Kaarten: geen</translation>
    </message>
    <message>
        <source>The cards in the players&apos; hands stay hidden: the game is not over and people played in it.</source>
        <translation>De kaarten in de handen van de spelers blijven verborgen: het spel is niet afgelopen en er speelden mensen mee.</translation>
    </message>
</context>
<context>
    <name>ReturnCardsPage</name>
    <message>
        <source>Return selected</source>
        <translation>Selectie terugleggen</translation>
    </message>
    <message>
        <source>Keep all</source>
        <translation>Alles houden</translation>
    </message>
    <message>
        <source>You may return one card to draw a fresh one.</source>
        <translation>Je mag één kaart terugleggen om een nieuwe te trekken.</translation>
    </message>
    <message numerus="yes">
        <source>You are entitled to %n card(s).</source>
        <translation>
            <numerusform>Je hebt recht op %n kaart.</numerusform>
            <numerusform>Je hebt recht op %n kaarten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Return %n card(s), or one more to get a fresh card.</source>
        <translation>
            <numerusform>Leg %n kaart terug, of één meer om een nieuwe kaart te krijgen.</numerusform>
            <numerusform>Leg %n kaarten terug, of één meer om een nieuwe kaart te krijgen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Reward</name>
    <message>
        <source>+1 army per reinforcement</source>
        <translation>+1 leger per versterking</translation>
    </message>
    <message>
        <source>+2 armies per reinforcement</source>
        <translation>+2 legers per versterking</translation>
    </message>
    <message>
        <source>+2 armies per trade</source>
        <translation>+2 legers per ruil</translation>
    </message>
    <message>
        <source>Defend with up to 3 dice (3 or more armies)</source>
        <translation>Verdedigen met tot 3 stenen (3 of meer legers)</translation>
    </message>
    <message>
        <source>One extra fortify move per turn</source>
        <translation>Eén extra verplaatsing per beurt</translation>
    </message>
    <message>
        <source>Attack with up to 4 dice</source>
        <translation>Aanvallen met tot 4 stenen</translation>
    </message>
    <message>
        <source>+3 armies per reinforcement</source>
        <translation>+3 legers per versterking</translation>
    </message>
    <message>
        <source>Draw 2 cards instead of 1</source>
        <translation>2 kaarten trekken in plaats van 1</translation>
    </message>
    <message>
        <source>Each capital held counts +2</source>
        <translation>Elke hoofdstad in bezit telt +2</translation>
    </message>
</context>
<context>
    <name>RiskBoard</name>
    <message>
        <source>%1: %2 armies</source>
        <translation>%1: %2 legers</translation>
    </message>
    <message>
        <source>%1 (+%2 for all of it); card: %3</source>
        <translation>%1 (+%2 voor het geheel); kaart: %3</translation>
    </message>
    <message>
        <source>City: counts as one area more for reinforcements</source>
        <translation>Stad: telt als één gebied meer voor versterkingen</translation>
    </message>
    <message>
        <source>Capital of %1</source>
        <translation>Hoofdstad van %1</translation>
    </message>
    <message>
        <source>Sea lanes to: %1</source>
        <translation>Zeeroutes naar: %1</translation>
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
            <numerusform>De kaart van %1: %n ster. Ruil kaarten met samen 2 tot 10 sterren voor legers, voor het plaatsen.</numerusform>
            <numerusform>De kaart van %1: %n sterren. Ruil kaarten met samen 2 tot 10 sterren voor legers, voor het plaatsen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RiskDefence</name>
    <message>
        <source>Your area attacked</source>
        <translation>Je gebied aangevallen</translation>
    </message>
    <message>
        <source>%1 attacks %2 from %3</source>
        <translation>%1 valt %2 aan vanuit %3</translation>
    </message>
    <message>
        <source>This attack so far — rolls: %1; you lost %2, %3 lost %4.</source>
        <translation>Deze aanval tot nu toe — worpen: %1; jij verloor %2, %3 verloor %4.</translation>
    </message>
    <message>
        <source>%2 conquered by %1.</source>
        <translation>%2 veroverd door %1.</translation>
    </message>
</context>
<context>
    <name>RiskDiceText</name>
    <message>
        <source>Attacker</source>
        <translation>Aanvaller</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Verdediger</translation>
    </message>
    <message>
        <source>Defender loses 1</source>
        <extracomment>the attacker&apos;s die beat the defender&apos;s: the defender loses one army</extracomment>
        <translation>Verdediger verliest 1</translation>
    </message>
    <message>
        <source>Attacker loses 1</source>
        <translation>Aanvaller verliest 1</translation>
    </message>
    <message>
        <source>tie: attacker loses 1</source>
        <translation>gelijk: aanvaller verliest 1</translation>
    </message>
    <message>
        <source>not compared</source>
        <extracomment>a die rolled without a partner on the other side (Risk: 3 attacking dice against 1 or 2)</extracomment>
        <translation>niet vergeleken</translation>
    </message>
    <message>
        <source>Losses: attacker %1, defender %2.</source>
        <translation>Verliezen: aanvaller %1, verdediger %2.</translation>
    </message>
</context>
<context>
    <name>RiskLegend</name>
    <message>
        <source>On the board</source>
        <translation>Op het bord</translation>
    </message>
    <message>
        <source>City: counts as one area more for reinforcements</source>
        <translation>Stad: telt als één gebied meer voor versterkingen</translation>
    </message>
    <message>
        <source>Capital, in its player&apos;s colour: +1 army to whoever holds it</source>
        <translation>Hoofdstad, in de kleur van haar speler: +1 leger voor wie haar bezit</translation>
    </message>
    <message>
        <source>Continent and its bonus for holding all of it</source>
        <translation>Continent en zijn bonus voor wie het helemaal bezit</translation>
    </message>
</context>
<context>
    <name>RiskPage</name>
    <message>
        <source>Undo last move</source>
        <translation>Laatste zet terugnemen</translation>
    </message>
</context>
<context>
    <name>RiskVersion</name>
    <message>
        <source>Basic training</source>
        <translation>Basistraining</translation>
    </message>
    <message>
        <source>Command centre</source>
        <translation>Commandocentrum</translation>
    </message>
    <message>
        <source>Everyone chooses a capital; ten fixed cities; missions without rewards.</source>
        <translation>Iedereen kiest een hoofdstad; tien vaste steden; missies zonder beloning.</translation>
    </message>
    <message>
        <source>Capitals and cities drawn at random; every fulfilled mission gives its reward.</source>
        <translation>Hoofdsteden en steden geloot; elke vervulde missie geeft haar beloning.</translation>
    </message>
</context>
<context>
    <name>RuleError</name>
    <message>
        <source>That is not a valid action.</source>
        <translation>Dat is geen geldige actie.</translation>
    </message>
    <message>
        <source>That action holds an entry the game does not know.</source>
        <translation>Die actie bevat een gegeven dat het spel niet kent.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message>
        <source>It is not your turn: waiting for %1.</source>
        <translation>Je bent niet aan de beurt: we wachten op %1.</translation>
    </message>
    <message>
        <source>That is not possible at this moment.</source>
        <translation>Dat kan op dit moment niet.</translation>
    </message>
    <message>
        <source>That is not a land area.</source>
        <translation>Dat is geen landgebied.</translation>
    </message>
    <message>
        <source>That is not a sea area.</source>
        <translation>Dat is geen zeegebied.</translation>
    </message>
    <message>
        <source>%1 is already taken; choose a free area.</source>
        <translation>%1 is al bezet; kies een vrij gebied.</translation>
    </message>
    <message>
        <source>%1 is not one of your areas.</source>
        <translation>%1 is niet een van jouw gebieden.</translation>
    </message>
    <message>
        <source>Those areas do not border each other.</source>
        <translation>Die gebieden grenzen niet aan elkaar.</translation>
    </message>
    <message>
        <source>Planes fly at most two steps.</source>
        <translation>Vliegtuigen vliegen hoogstens twee stappen.</translation>
    </message>
    <message>
        <source>Planes must end their flight on land.</source>
        <translation>Vliegtuigen moeten hun vlucht op land eindigen.</translation>
    </message>
    <message>
        <source>Choose at least one unit.</source>
        <translation>Kies minstens één eenheid.</translation>
    </message>
    <message>
        <source>You do not have that many units there that can still move.</source>
        <translation>Je hebt daar niet zoveel eenheden die nog kunnen verplaatsen.</translation>
    </message>
    <message>
        <source>Those units have already moved this turn.</source>
        <translation>Die eenheden zijn deze beurt al verplaatst.</translation>
    </message>
    <message>
        <source>You have no submarine in that sea.</source>
        <translation>Je hebt geen duikboot in dat zeegebied.</translation>
    </message>
    <message>
        <source>Submarines go on a sea that borders one of your areas.</source>
        <translation>Duikboten komen in een zeegebied dat aan een van je gebieden grenst.</translation>
    </message>
    <message>
        <source>An armistice forbids entering %1.</source>
        <translation>Een wapenstilstand verbiedt het betreden van %1.</translation>
    </message>
    <message>
        <source>Not enough production points.</source>
        <translation>Niet genoeg productiepunten.</translation>
    </message>
    <message>
        <source>You have no more units of that kind in your supply.</source>
        <translation>Je hebt geen eenheden van die soort meer in je voorraad.</translation>
    </message>
    <message>
        <source>You do not hold that card.</source>
        <translation>Je hebt die kaart niet.</translation>
    </message>
    <message>
        <source>That card cannot be played now.</source>
        <translation>Die kaart kan nu niet gespeeld worden.</translation>
    </message>
    <message>
        <source>That player cannot be the target.</source>
        <translation>Die speler kan niet het doelwit zijn.</translation>
    </message>
    <message>
        <source>That unit cannot be parked on the armistice.</source>
        <translation>Die eenheid kan niet op de wapenstilstand worden gezet.</translation>
    </message>
    <message>
        <source>An attack needs at least 2 armies in the area it starts from.</source>
        <translation>Voor een aanval zijn minstens 2 legers nodig in het gebied waaruit je aanvalt.</translation>
    </message>
    <message>
        <source>Roll at least 1 die and at most one fewer than the armies in the attacking area.</source>
        <translation>Gooi minstens 1 dobbelsteen en hoogstens één minder dan het aantal legers in het aanvallende gebied.</translation>
    </message>
    <message>
        <source>Trade different cards showing 2 to 10 stars together.</source>
        <translation>Ruil verschillende kaarten met samen 2 tot 10 sterren.</translation>
    </message>
    <message>
        <source>With 6 or more cards you must trade this turn.</source>
        <translation>Met 6 of meer kaarten moet je deze beurt ruilen.</translation>
    </message>
    <message>
        <source>No chain of your own areas joins those two areas.</source>
        <translation>Geen keten van je eigen gebieden verbindt die twee gebieden.</translation>
    </message>
    <message>
        <source>That rule add-on cannot be played with these rules.</source>
        <translation>Die regeluitbreiding kan niet met deze regels gespeeld worden.</translation>
    </message>
    <message>
        <source>No nuclear attack is allowed yet in this round.</source>
        <translation>In deze ronde is nog geen kernaanval toegestaan.</translation>
    </message>
    <message>
        <source>You cannot strike your own last area.</source>
        <translation>Je kunt je eigen laatste gebied niet aanvallen.</translation>
    </message>
    <message>
        <source>A battle is waiting in %1: it cannot be a nuclear target now.</source>
        <translation>In %1 wacht een veldslag: het kan nu geen doel van een kernaanval zijn.</translation>
    </message>
    <message>
        <source>There are not that many nukes there still unused this turn.</source>
        <translation>Daar staan niet zoveel kernwapens die deze beurt nog niet gebruikt zijn.</translation>
    </message>
    <message>
        <source>%1 is contaminated: no unit may enter it.</source>
        <translation>%1 is besmet: geen eenheid mag het betreden.</translation>
    </message>
    <message>
        <source>Nukes cannot be bought with the start armies.</source>
        <translation>Met de startlegers kunnen geen kernwapens gekocht worden.</translation>
    </message>
    <message>
        <source>Roll at least once before you stop the nuclear attack.</source>
        <translation>Gooi minstens één keer voordat je de kernaanval stopt.</translation>
    </message>
    <message>
        <source>Not enough credits: that costs %1 and you hold %2.</source>
        <translation>Niet genoeg credits: dat kost %1 en je hebt er %2.</translation>
    </message>
    <message>
        <source>Not enough special tokens.</source>
        <translation>Niet genoeg speciale fiches.</translation>
    </message>
    <message>
        <source>No attacks in the first round.</source>
        <translation>Geen aanvallen in de eerste ronde.</translation>
    </message>
    <message>
        <source>No enemy defends %1: enter it with a move.</source>
        <translation>Geen vijand verdedigt %1: trek er gewoon heen.</translation>
    </message>
    <message>
        <source>Several enemies could defend %1: choose which one you attack.</source>
        <translation>Meerdere vijanden kunnen %1 verdedigen: kies wie je aanvalt.</translation>
    </message>
    <message>
        <source>That player does not defend %1.</source>
        <translation>Die speler verdedigt %1 niet.</translation>
    </message>
    <message>
        <source>Anti-air divisions never attack.</source>
        <translation>Luchtafweerdivisies vallen nooit aan.</translation>
    </message>
    <message>
        <source>You already have a property under way.</source>
        <translation>Je hebt al een eigenschap lopen.</translation>
    </message>
    <message>
        <source>You recruit only in your own home or in a nation you converted.</source>
        <translation>Je rekruteert alleen in je eigen thuisland of in een natie die je bekeerd hebt.</translation>
    </message>
    <message>
        <source>%1 is a home or borders one: choose another nation.</source>
        <translation>%1 is een thuisland of grenst eraan: kies een andere natie.</translation>
    </message>
    <message>
        <source>%1 is already converted.</source>
        <translation>%1 is al bekeerd.</translation>
    </message>
    <message>
        <source>Your home needs no conversion.</source>
        <translation>Je thuisland hoeft niet bekeerd te worden.</translation>
    </message>
    <message>
        <source>%1 already has that defence.</source>
        <translation>%1 heeft die verdediging al.</translation>
    </message>
    <message>
        <source>%1 belongs to an ally.</source>
        <translation>%1 is van een bondgenoot.</translation>
    </message>
    <message>
        <source>You can revive only a team-mate.</source>
        <translation>Je kunt alleen een teamgenoot laten herrijzen.</translation>
    </message>
    <message>
        <source>That player is still in the game.</source>
        <translation>Die speler doet nog mee.</translation>
    </message>
    <message>
        <source>You have no nation to offer as a new home (not your home, without enemy divisions).</source>
        <translation>Je hebt geen natie om als nieuw thuisland aan te bieden (niet je thuisland, zonder vijandelijke divisies).</translation>
    </message>
    <message>
        <source>An airlift carries 1 to 3 infantry, 1 mechanized or 1 armoured division.</source>
        <translation>Een luchtbrug vervoert 1 tot 3 infanterie-, 1 gemechaniseerde of 1 pantserdivisie.</translation>
    </message>
    <message>
        <source>Place exactly the retreating divisions on the nations offered.</source>
        <translation>Plaats precies de terugtrekkende divisies op de aangeboden naties.</translation>
    </message>
    <message numerus="yes">
        <source>Return exactly %n card(s), or one more.</source>
        <translation>
            <numerusform>Leg precies %n kaart terug, of één meer.</numerusform>
            <numerusform>Leg precies %n kaarten terug, of één meer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Assign exactly %n hit(s).</source>
        <translation>
            <numerusform>Wijs precies %n treffer toe.</numerusform>
            <numerusform>Wijs precies %n treffers toe.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose exactly %n submarine(s) to sink.</source>
        <translation>
            <numerusform>Kies precies %n duikboot die zinkt.</numerusform>
            <numerusform>Kies precies %n duikboten die zinken.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Place exactly %n army(s): your whole reinforcement.</source>
        <translation>
            <numerusform>Plaats precies %n leger: je hele versterking.</numerusform>
            <numerusform>Plaats precies %n legers: je hele versterking.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Roll at most %n dice from there: one army always stays behind.</source>
        <translation>
            <numerusform>Gooi daar met hoogstens %n dobbelsteen: er blijft altijd één leger achter.</numerusform>
            <numerusform>Gooi daar met hoogstens %n dobbelstenen: er blijft altijd één leger achter.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At most %n army(s) can leave %1: one always stays.</source>
        <translation>
            <numerusform>Hoogstens %n leger kan %1 verlaten: er blijft er altijd één.</numerusform>
            <numerusform>Hoogstens %n legers kunnen %1 verlaten: er blijft er altijd één.</numerusform>
        </translation>
    </message>
    <message>
        <source>Move at least %1 and at most %2 armies.</source>
        <translation>Verplaats minstens %1 en hoogstens %2 legers.</translation>
    </message>
    <message>
        <source>%1 cannot be the target here.</source>
        <translation>%1 kan hier niet het doel zijn.</translation>
    </message>
    <message>
        <source>Air divisions fly at most %1 steps.</source>
        <translation>Luchtdivisies vliegen hoogstens %1 stappen.</translation>
    </message>
    <message>
        <source>There is no battle to fight there.</source>
        <translation>Daar hoeft geen strijd geleverd te worden.</translation>
    </message>
</context>
<context>
    <name>SaveController</name>
    <message>
        <source>claiming areas</source>
        <translation>gebieden bezetten</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>kaarten</translation>
    </message>
    <message>
        <source>production</source>
        <translation>productie</translation>
    </message>
    <message>
        <source>movement and battles</source>
        <translation>verplaatsing en strijd</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>spel afgelopen</translation>
    </message>
    <message>
        <source>choosing capitals</source>
        <translation>hoofdsteden kiezen</translation>
    </message>
    <message>
        <source>placing start armies</source>
        <translation>startlegers plaatsen</translation>
    </message>
    <message>
        <source>reinforcement</source>
        <translation>versterking</translation>
    </message>
    <message>
        <source>attacks</source>
        <translation>aanvallen</translation>
    </message>
    <message>
        <source>fortifying</source>
        <translation>verplaatsen</translation>
    </message>
    <message>
        <source>Conquest</source>
        <translation>Conquest</translation>
    </message>
    <message>
        <source>Autosave of %1</source>
        <translation>Automatisch opgeslagen spel van %1</translation>
    </message>
    <message>
        <source>Unsaved game</source>
        <translation>Niet-opgeslagen spel</translation>
    </message>
    <message>
        <source>%1[*] — Conquest</source>
        <translation>%1[*] — Conquest</translation>
    </message>
    <message>
        <source>Conquest game</source>
        <translation>Conquest-spel</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Spel opslaan</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Spel openen</translation>
    </message>
    <message>
        <source>There is no game to continue.</source>
        <translation>Er is geen spel om verder te spelen.</translation>
    </message>
    <message>
        <source>The autosave of %1</source>
        <translation>De automatische opslag van %1</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Automatisch opslaan mislukt: %1</translation>
    </message>
    <message>
        <source>Autosave: %1</source>
        <translation>Automatisch opgeslagen: %1</translation>
    </message>
    <message>
        <source>Seed of the dice: %1</source>
        <extracomment>The save&apos;s details (a tooltip in the recent games): the dice&apos;s seed, to check the game with.</extracomment>
        <translation>Seed van de dobbelstenen: %1</translation>
    </message>
    <message>
        <source>No game has been autosaved yet.</source>
        <translation>Er is nog geen spel automatisch opgeslagen.</translation>
    </message>
    <message>
        <source>Checking the last game…</source>
        <translation>Het laatste spel wordt gecontroleerd…</translation>
    </message>
    <message>
        <source>Continue resumes the newest autosave that opens.</source>
        <translation>‘Verder spelen’ opent de nieuwste automatische opslag die wel te openen is.</translation>
    </message>
    <message>
        <source>An autosave (%1) cannot be opened. %2</source>
        <translation>Een automatische opslag (%1) kan niet worden geopend. %2</translation>
    </message>
    <message>
        <source>round %1, %2 (%3)</source>
        <translation>ronde %1, %2 (%3)</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Kan het spel niet opslaan</translation>
    </message>
    <message>
        <source>Game saved.</source>
        <translation>Spel opgeslagen.</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Kan het spel niet openen</translation>
    </message>
    <message>
        <source>Game opened.</source>
        <translation>Spel geopend.</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Niet-opgeslagen wijzigingen</translation>
    </message>
    <message>
        <source>The game has changes that are not saved in a file. Save them first?</source>
        <translation>Het spel heeft wijzigingen die niet in een bestand zijn opgeslagen. Eerst opslaan?</translation>
    </message>
    <message>
        <source>Conquest games (*.conquest *.json);;All files (*)</source>
        <translation>Conquest-spellen (*.conquest *.json);;Alle bestanden (*)</translation>
    </message>
</context>
<context>
    <name>SaveError</name>
    <message>
        <source>The file could not be read (%1).</source>
        <translation>Het bestand kon niet worden gelezen (%1).</translation>
    </message>
    <message>
        <source>The file is too large to be a Conquest game (%1 MB; a saved game is at most %2 MB).</source>
        <translation>Het bestand is te groot voor een Conquest-spel (%1 MB; een opgeslagen spel is hoogstens %2 MB).</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Het bestand is leeg.</translation>
    </message>
    <message>
        <source>The file is not a Conquest game: it is not stored as UTF-8 text.</source>
        <translation>Het bestand is geen Conquest-spel: het is niet als UTF-8-tekst opgeslagen.</translation>
    </message>
    <message>
        <source>The file is incomplete: it ends too early (line %1). It was probably cut off while copying.</source>
        <translation>Het bestand is onvolledig: het houdt te vroeg op (regel %1). Het is waarschijnlijk bij het kopiëren afgebroken.</translation>
    </message>
    <message>
        <source>The file is not a Conquest game (it is not JSON; error at line %1).</source>
        <translation>Het bestand is geen Conquest-spel (het is geen JSON; fout op regel %1).</translation>
    </message>
    <message>
        <source>The file is not a Conquest game; it may belong to another program.</source>
        <translation>Het bestand is geen Conquest-spel; misschien hoort het bij een ander programma.</translation>
    </message>
    <message>
        <source>The file has an unknown save format version (%1).</source>
        <translation>Het bestand heeft een onbekende versie van het opslagformaat (%1).</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of Conquest (save format %1). This version can open save formats up to %2. Please update Conquest.</source>
        <translation>Dit spel is opgeslagen met een nieuwere versie van Conquest (opslagformaat %1). Deze versie kan opslagformaten tot en met %2 openen. Werk Conquest bij.</translation>
    </message>
    <message>
        <source>This game was saved by an older version of Conquest (save format %1) and could not be converted.</source>
        <translation>Dit spel is opgeslagen met een oudere versie van Conquest (opslagformaat %1) en kon niet worden omgezet.</translation>
    </message>
    <message>
        <source>The file is damaged: the entry “%1” is missing.</source>
        <translation>Het bestand is beschadigd: het onderdeel ‘%1’ ontbreekt.</translation>
    </message>
    <message>
        <source>The file is damaged: it contains an unexpected entry “%1”.</source>
        <translation>Het bestand is beschadigd: het bevat een onverwacht onderdeel ‘%1’.</translation>
    </message>
    <message>
        <source>The file is damaged: the entry “%1” has an invalid value.</source>
        <translation>Het bestand is beschadigd: het onderdeel ‘%1’ heeft een ongeldige waarde.</translation>
    </message>
    <message>
        <source>The file is damaged: it names an unknown player colour “%1”.</source>
        <translation>Het bestand is beschadigd: het noemt een onbekende spelerskleur ‘%1’.</translation>
    </message>
    <message>
        <source>The file is damaged: it names an unknown area “%1”.</source>
        <translation>Het bestand is beschadigd: het noemt een onbekend gebied ‘%1’.</translation>
    </message>
    <message>
        <source>The game in this file is played by rules this version of Conquest does not know (“%1”). It may have been saved by a newer version.</source>
        <translation>Het spel in dit bestand wordt gespeeld met spelregels die deze versie van Conquest niet kent (‘%1’). Misschien is het opgeslagen door een nieuwere versie.</translation>
    </message>
    <message>
        <source>The file is damaged: its players or game options cannot start a game.</source>
        <translation>Het bestand is beschadigd: met de spelers of spelopties erin kan geen spel beginnen.</translation>
    </message>
    <message>
        <source>The file is damaged: decision %1 (by %2) breaks the rules, so the game cannot be rebuilt.</source>
        <translation>Het bestand is beschadigd: beslissing %1 (van %2) is in strijd met de spelregels, dus het spel kan niet worden opgebouwd.</translation>
    </message>
    <message>
        <source>The file is damaged: the saved position does not match the game&apos;s history (at “%1”). It was not opened, so you do not play a different game by mistake.</source>
        <translation>Het bestand is beschadigd: de opgeslagen stand past niet bij het verloop van het spel (bij ‘%1’). Het is niet geopend, zodat je niet per ongeluk een ander spel speelt.</translation>
    </message>
    <message>
        <source>The game could not be rebuilt from the file (decision %1). Please report this problem.</source>
        <translation>Het spel kon niet uit het bestand worden opgebouwd (beslissing %1). Meld dit probleem alsjeblieft.</translation>
    </message>
    <message>
        <source>The game could not be saved (%1). Your previous file, if any, is unchanged.</source>
        <translation>Het spel kon niet worden opgeslagen (%1). Je vorige bestand, als dat er is, is ongewijzigd.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Your settings could not be read; the defaults are used.</source>
        <translation>Je instellingen konden niet worden gelezen; de standaardinstellingen worden gebruikt.</translation>
    </message>
    <message>
        <source>Your settings file was damaged; the defaults are used.</source>
        <translation>Je instellingenbestand was beschadigd; de standaardinstellingen worden gebruikt.</translation>
    </message>
    <message>
        <source>Some settings were invalid and have been reset.</source>
        <translation>Sommige instellingen waren ongeldig en zijn teruggezet.</translation>
    </message>
    <message>
        <source>That language is not available; English is used.</source>
        <translation>Die taal is niet beschikbaar; het spel gebruikt Engels.</translation>
    </message>
    <message>
        <source>The translation files are missing; the game is shown in English.</source>
        <translation>De vertaalbestanden ontbreken; het spel wordt in het Engels getoond.</translation>
    </message>
    <message>
        <source>Qt&apos;s own translation is missing: standard dialogs stay in English.</source>
        <translation>De vertaling van Qt zelf ontbreekt: standaarddialogen blijven in het Engels.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Standaardwaarden</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systeemtaal</translation>
    </message>
    <message>
        <source>Off (instant)</source>
        <translation>Uit (direct)</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Snel</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langzaam</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Colour-blind friendly palette</source>
        <translation>Kleuren voor kleurenblinden</translation>
    </message>
    <message>
        <source>Sound effects</source>
        <translation>Geluidseffecten</translation>
    </message>
    <message>
        <source>No sound player was found on this system, so the game stays silent.</source>
        <translation>Er is op dit systeem geen geluidsspeler gevonden, dus het spel blijft stil.</translation>
    </message>
    <message>
        <source>Ask before ending moves or a turn</source>
        <translation>Vragen voordat verplaatsingen of een beurt eindigen</translation>
    </message>
    <message>
        <source>Ask before ending movement while units could still move, or ending the turn while a card of the turn could still be played.</source>
        <translation>Vragen voordat de verplaatsing eindigt terwijl er nog eenheden kunnen bewegen, of voordat de beurt eindigt terwijl er nog een kaart van deze beurt gespeeld kan worden.</translation>
    </message>
    <message>
        <source>Auto-continue after battles</source>
        <translation>Na een strijd automatisch verder</translation>
    </message>
    <message>
        <source>Computer players&apos; reasons in the log</source>
        <translation>Redenen van de computerspelers in het spelverslag</translation>
    </message>
    <message>
        <source>Why a computer player attacks, builds or moves, in words, in the game log (the hard and expert players, and Risk&apos;s).</source>
        <translation>Waarom een computerspeler aanvalt, bouwt of verplaatst, in woorden, in het spelverslag (de moeilijke en expertspelers, en die van Risk).</translation>
    </message>
    <message>
        <source>A finished battle of yours leaves the battle panel by itself instead of waiting for Continue.</source>
        <translation>Een afgelopen strijd van jou verdwijnt vanzelf uit het strijdpaneel in plaats van op Verder te wachten.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Taal:</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Animatiesnelheid:</translation>
    </message>
    <message>
        <source>Computer player &amp;delay:</source>
        <translation>&amp;Bedenktijd computerspeler:</translation>
    </message>
    <message>
        <source>Autosaves &amp;kept per game:</source>
        <translation>Automatisch opgeslagen versies &amp;per spel:</translation>
    </message>
    <message>
        <source>The settings could not be stored; they apply until Conquest is closed.</source>
        <translation>De instellingen konden niet worden bewaard; ze gelden tot Conquest wordt afgesloten.</translation>
    </message>
</context>
<context>
    <name>ShieldPage</name>
    <message>
        <source>Let them come</source>
        <translation>Laat maar komen</translation>
    </message>
    <message>
        <source>Missiles fired at you: %1. Each space shield cancels one.</source>
        <translation>Op jou afgevuurde raketten: %1. Elk spaceschild neutraliseert er één.</translation>
    </message>
</context>
<context>
    <name>SinkPage</name>
    <message>
        <source>Sink them</source>
        <translation>Tot zinken brengen</translation>
    </message>
    <message numerus="yes">
        <source>Your torpedo may sink %n submarine(s). Choose them:</source>
        <translation>
            <numerusform>Je torpedo mag %n duikboot laten zinken. Kies hem:</numerusform>
            <numerusform>Je torpedo mag %n duikboten laten zinken. Kies ze:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>&lt;h1 style=&apos;font-size:40pt&apos;&gt;Conquest&lt;/h1&gt;&lt;p&gt;World conquest for 4 to 6 players.&lt;/p&gt;</source>
        <translation>&lt;h1 style=&apos;font-size:40pt&apos;&gt;Conquest&lt;/h1&gt;&lt;p&gt;Wereldverovering voor 4 tot 6 spelers.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Verder spelen</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Openen…</translation>
    </message>
    <message>
        <source>Host a game…</source>
        <translation>Een spel hosten…</translation>
    </message>
    <message>
        <source>Join a game…</source>
        <translation>Aan een spel deelnemen…</translation>
    </message>
    <message>
        <source>Recent games:</source>
        <translation>Recente spellen:</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Areas</source>
        <translation>Gebieden</translation>
    </message>
    <message>
        <source>Tanks</source>
        <translation>Pantsers</translation>
    </message>
    <message>
        <source>Planes</source>
        <translation>Vliegtuigen</translation>
    </message>
    <message>
        <source>Submarines</source>
        <translation>Duikboten</translation>
    </message>
    <message>
        <source>Production points</source>
        <translation>Productiepunten</translation>
    </message>
    <message>
        <source>Cards held</source>
        <translation>Kaarten in hand</translation>
    </message>
    <message>
        <source>Missions</source>
        <translation>Missies</translation>
    </message>
    <message>
        <source>Battles fought</source>
        <translation>Slagen gevoerd</translation>
    </message>
    <message>
        <source>Battles won</source>
        <translation>Slagen gewonnen</translation>
    </message>
    <message>
        <source>Units destroyed</source>
        <translation>Eenheden vernietigd</translation>
    </message>
    <message>
        <source>Units lost</source>
        <translation>Eenheden verloren</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Legers</translation>
    </message>
    <message>
        <source>Armies destroyed</source>
        <translation>Legers vernietigd</translation>
    </message>
    <message>
        <source>Armies lost</source>
        <translation>Legers verloren</translation>
    </message>
    <message>
        <source>Nukes bought</source>
        <translation>Kernwapens gekocht</translation>
    </message>
    <message>
        <source>Nukes fired</source>
        <translation>Kernwapens afgevuurd</translation>
    </message>
    <message>
        <source>Strikes intercepted</source>
        <translation>Aanvallen onderschept</translation>
    </message>
    <message>
        <source>Areas contaminated</source>
        <translation>Gebieden besmet</translation>
    </message>
    <message>
        <source>Battle dice</source>
        <translation>Slagworpen</translation>
    </message>
    <message>
        <source>Missiles</source>
        <translation>Raketten</translation>
    </message>
    <message>
        <source>Super production</source>
        <translation>Superproductie</translation>
    </message>
    <message>
        <source>Torpedoes</source>
        <translation>Killertorpedo&apos;s</translation>
    </message>
    <message>
        <source>Secret weapon</source>
        <translation>Geheim wapen</translation>
    </message>
    <message>
        <source>Treason</source>
        <translation>Verraad</translation>
    </message>
    <message>
        <source>Dice pairs won</source>
        <translation>Dobbelsteenparen gewonnen</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>no rolls yet</source>
        <translation>nog geen worpen</translation>
    </message>
    <message>
        <source>very lucky</source>
        <translation>veel geluk</translation>
    </message>
    <message>
        <source>lucky</source>
        <translation>geluk</translation>
    </message>
    <message>
        <source>very unlucky</source>
        <translation>veel pech</translation>
    </message>
    <message>
        <source>unlucky</source>
        <translation>pech</translation>
    </message>
    <message>
        <source>as expected</source>
        <translation>zoals verwacht</translation>
    </message>
    <message numerus="yes">
        <source>Too few dice so far (%n) to judge their fairness.</source>
        <translation>
            <numerusform>Nog te weinig dobbelstenen (%n) om hun eerlijkheid te beoordelen.</numerusform>
            <numerusform>Nog te weinig dobbelstenen (%n) om hun eerlijkheid te beoordelen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>As fair as dice get: fair dice come out at least this uneven %n time(s) in 100.</source>
        <translation>
            <numerusform>Zo eerlijk als dobbelstenen zijn: eerlijke dobbelstenen vallen %n keer op 100 minstens zo ongelijk uit.</numerusform>
            <numerusform>Zo eerlijk als dobbelstenen zijn: eerlijke dobbelstenen vallen %n keer op 100 minstens zo ongelijk uit.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A little uneven, but fair dice come out this uneven %n time(s) in 100: it happens.</source>
        <translation>
            <numerusform>Wat ongelijk, maar eerlijke dobbelstenen vallen %n keer op 100 zo ongelijk uit: het komt voor.</numerusform>
            <numerusform>Wat ongelijk, maar eerlijke dobbelstenen vallen %n keer op 100 zo ongelijk uit: het komt voor.</numerusform>
        </translation>
    </message>
    <message>
        <source>Very uneven: fair dice come out this uneven less than once in 100 times. Rare, but among many games it happens.</source>
        <translation>Heel ongelijk: eerlijke dobbelstenen vallen minder dan één keer op 100 zo ongelijk uit. Zeldzaam, maar onder veel spellen komt het voor.</translation>
    </message>
    <message numerus="yes">
        <source>%n dice rolled</source>
        <translation>
            <numerusform>%n dobbelsteen geworpen</numerusform>
            <numerusform>%n dobbelstenen geworpen</numerusform>
        </translation>
    </message>
    <message>
        <source>Nations</source>
        <translation>Naties</translation>
    </message>
    <message>
        <source>Credits</source>
        <translation>Credits</translation>
    </message>
    <message>
        <source>Divisions</source>
        <translation>Divisies</translation>
    </message>
    <message>
        <source>Infantry</source>
        <translation>Infanterie</translation>
    </message>
    <message>
        <source>Mechanized divisions</source>
        <translation>Gemechaniseerde divisies</translation>
    </message>
    <message>
        <source>Armoured divisions</source>
        <translation>Pantserdivisies</translation>
    </message>
    <message>
        <source>Air divisions</source>
        <translation>Luchtdivisies</translation>
    </message>
    <message>
        <source>Anti-air divisions</source>
        <translation>Luchtafweerdivisies</translation>
    </message>
    <message>
        <source>Special tokens</source>
        <translation>Speciale fiches</translation>
    </message>
    <message>
        <source>Kills (enemy divisions destroyed, in all)</source>
        <translation>Vernietigd (vijandelijke divisies, in totaal)</translation>
    </message>
    <message>
        <source>Divisions destroyed</source>
        <translation>Divisies vernietigd</translation>
    </message>
    <message>
        <source>Divisions lost</source>
        <translation>Divisies verloren</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistieken</translation>
    </message>
    <message>
        <source>Reading the game…</source>
        <translation>Het spel wordt gelezen…</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Statistieken</translation>
    </message>
    <message>
        <source>&amp;Luck</source>
        <translation>&amp;Geluk</translation>
    </message>
    <message>
        <source>&amp;Dice</source>
        <translation>&amp;Dobbelstenen</translation>
    </message>
    <message>
        <source>&amp;Win chances</source>
        <translation>&amp;Winkansen</translation>
    </message>
</context>
<context>
    <name>StatsPage</name>
    <message>
        <source>&amp;Measure:</source>
        <translation>&amp;Grootheid:</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>As the game stands in round %1 (battles and units destroyed or lost: all rounds together):</source>
        <translation>Zoals het spel nu staat in ronde %1 (slagen en vernietigde of verloren eenheden: alle rondes samen):</translation>
    </message>
    <message>
        <source>At the end of the game, round %1 (battles and units destroyed or lost: all rounds together):</source>
        <translation>Aan het einde van het spel, ronde %1 (slagen en vernietigde of verloren eenheden: alle rondes samen):</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>A draw.</source>
        <translation>Onbeslist.</translation>
    </message>
    <message>
        <source>Won by %1.</source>
        <translation>Gewonnen door %1.</translation>
    </message>
</context>
<context>
    <name>TradePage</name>
    <message>
        <source>Keep the cards</source>
        <translation>Kaarten houden</translation>
    </message>
    <message>
        <source>Trade (Enter)</source>
        <translation>Ruilen (Enter)</translation>
    </message>
    <message numerus="yes">
        <source>You hold %n card(s): with 6 or more you must trade this turn.</source>
        <translation>
            <numerusform>Je hebt %n kaart: met 6 of meer moet je deze beurt ruilen.</numerusform>
            <numerusform>Je hebt %n kaarten: met 6 of meer moet je deze beurt ruilen.</numerusform>
        </translation>
    </message>
    <message>
        <source>You may trade cards for armies once this turn, before placing.</source>
        <translation>Je mag deze beurt één keer kaarten voor legers ruilen, voor het plaatsen.</translation>
    </message>
    <message>
        <source>Without a trade you get %1 armies.</source>
        <translation>Zonder ruil krijg je %1 legers.</translation>
    </message>
    <message>
        <source>Stars → armies: %1</source>
        <translation>Sterren → legers: %1</translation>
    </message>
    <message>
        <source>Tick the cards to trade.</source>
        <translation>Vink de kaarten aan die je ruilt.</translation>
    </message>
    <message>
        <source>%1 stars: a trade needs 2 to 10 stars.</source>
        <translation>%1 sterren: een ruil vraagt 2 tot 10 sterren.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 stars → %2 armies&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1 sterren → %2 legers&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>UiHint</name>
    <message>
        <source>Not your turn: waiting for %1.</source>
        <translation>Niet jouw beurt: we wachten op %1.</translation>
    </message>
    <message>
        <source>%1 is already taken; click a free area.</source>
        <translation>%1 is al bezet; klik op een vrij gebied.</translation>
    </message>
    <message>
        <source>Click one of your own areas (or a sea bordering one for submarines).</source>
        <translation>Klik op een van je eigen gebieden (of voor duikboten op een zeegebied dat eraan grenst).</translation>
    </message>
    <message>
        <source>You have no units here that can still move.</source>
        <translation>Je hebt hier geen eenheden die nog kunnen verplaatsen.</translation>
    </message>
    <message>
        <source>Your units cannot reach %1 from here.</source>
        <translation>Je eenheden kunnen %1 van hieruit niet bereiken.</translation>
    </message>
    <message>
        <source>There is no battle to fight in %1.</source>
        <translation>In %1 hoeft geen strijd geleverd te worden.</translation>
    </message>
    <message>
        <source>Submarines go on the highlighted seas. For a tank or a plane in %1, choose Tank (1) or Plane (2) first.</source>
        <translation>Duikboten komen op de gemarkeerde zeegebieden. Voor een pantser of vliegtuig in %1 kies je eerst Pantser (1) of Vliegtuig (2).</translation>
    </message>
    <message>
        <source>Not enough production points left.</source>
        <translation>Niet genoeg productiepunten over.</translation>
    </message>
    <message>
        <source>No more units of that kind in your supply.</source>
        <translation>Geen eenheden van die soort meer in je voorraad.</translation>
    </message>
    <message>
        <source>Nothing to do there right now.</source>
        <translation>Daar valt nu niets te doen.</translation>
    </message>
    <message>
        <source>Hand the screen over first.</source>
        <translation>Geef eerst het scherm door.</translation>
    </message>
    <message>
        <source>%1 is one of your areas: attack an area of another player.</source>
        <translation>%1 is een van je eigen gebieden: val een gebied van een andere speler aan.</translation>
    </message>
    <message>
        <source>%1 borders no area of another player.</source>
        <translation>%1 grenst aan geen gebied van een andere speler.</translation>
    </message>
    <message>
        <source>First click one of your areas next to %1 with 2 or more armies.</source>
        <translation>Klik eerst op een van je gebieden naast %1 met 2 of meer legers.</translation>
    </message>
    <message>
        <source>%1 holds only 1 army, and one always stays.</source>
        <translation>%1 heeft maar 1 leger, en er blijft er altijd één.</translation>
    </message>
    <message>
        <source>%1 borders none of your other areas.</source>
        <translation>%1 grenst aan geen van je andere gebieden.</translation>
    </message>
    <message>
        <source>%1 is not one of your areas: click a highlighted one.</source>
        <translation>%1 is niet een van je gebieden: klik op een gemarkeerd gebied.</translation>
    </message>
    <message>
        <source>All armies are placed: confirm, or right-click an area to take one back.</source>
        <translation>Alle legers staan: bevestig, of rechtsklik op een gebied om er een terug te nemen.</translation>
    </message>
    <message>
        <source>No army placed on %1 to take back.</source>
        <translation>Op %1 staat geen geplaatst leger om terug te nemen.</translation>
    </message>
    <message>
        <source>Armies still to place: %1.</source>
        <translation>Nog te plaatsen legers: %1.</translation>
    </message>
</context>
<context>
    <name>Unit</name>
    <message>
        <source>Land unit (tank)</source>
        <translation>Landmacht (pantser)</translation>
    </message>
    <message>
        <source>Air unit (plane)</source>
        <translation>Luchtmacht (vliegtuig)</translation>
    </message>
    <message>
        <source>Sea unit (submarine)</source>
        <translation>Zeemacht (duikboot)</translation>
    </message>
    <message numerus="yes">
        <source>%n tank(s)</source>
        <translation>
            <numerusform>%n pantser</numerusform>
            <numerusform>%n pantsers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n plane(s)</source>
        <translation>
            <numerusform>%n vliegtuig</numerusform>
            <numerusform>%n vliegtuigen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n submarine(s)</source>
        <translation>
            <numerusform>%n duikboot</numerusform>
            <numerusform>%n duikboten</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niets</translation>
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
        <translation>Wachten op %1.</translation>
    </message>
    <message>
        <source>%1 (%2) is thinking…</source>
        <translation>%1 (%2) denkt na…</translation>
    </message>
</context>
<context>
    <name>WinChancePage</name>
    <message>
        <source>Each player&apos;s chance to win, after every round:</source>
        <translation>De kans van elke speler om te winnen, na elke ronde:</translation>
    </message>
    <message>
        <source>An estimate from the position alone (areas, units, cards and, in Risk, missions), learnt from thousands of games between computer players. It knows nothing of anyone&apos;s plans or hand: a guide, not a promise.</source>
        <translation>Een schatting uit alleen de stand (gebieden, eenheden, kaarten en, bij Risk, missies), geleerd uit duizenden spellen tussen computerspelers. Ze weet niets van iemands plannen of hand: een richtlijn, geen belofte.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
</context>
</TS>
