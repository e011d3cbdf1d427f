; ModuleID = 'long_double.c'
source_filename = "long_double.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [25 x i8] c"sizeof(long double)=%zu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [45 x i8] c"(1e16+1)-1e16: long double %.1f double %.1f\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [16 x i8] c"third*3-1 = %e\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [36 x i8] c"long double epsilon bits=%d eps=%e\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [17 x i8] c"H(1000) = %.15f\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [53 x i8] c"2^53+1 -> long double -> ll: %lld, via double: %lld\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [19 x i8] c"u64 max exact: %d\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [12 x i8] c"%d! = %.6e\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [13 x i8] c"%f %f %f %f\0A\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [14 x i8] c"cmp %d %d %d\0A\00", align 1, !dbg !47

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !66 {
  %1 = alloca i32, align 4
  %2 = alloca x86_fp80, align 16
  %3 = alloca x86_fp80, align 16
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca x86_fp80, align 16
  %7 = alloca x86_fp80, align 16
  %8 = alloca x86_fp80, align 16
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca x86_fp80, align 16
  %12 = alloca i64, align 8
  %13 = alloca x86_fp80, align 16
  %14 = alloca x86_fp80, align 16
  %15 = alloca i32, align 4
  %16 = alloca x86_fp80, align 16
  %17 = alloca x86_fp80, align 16
  store i32 0, ptr %1, align 4
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef 16), !dbg !71
    #dbg_declare(ptr %2, !72, !DIExpression(), !75)
  store volatile x86_fp80 0xK40348E1BC9BF04000000, ptr %2, align 16, !dbg !75
    #dbg_declare(ptr %3, !76, !DIExpression(), !77)
  %19 = load volatile x86_fp80, ptr %2, align 16, !dbg !78
  %20 = fadd x86_fp80 %19, 0xK3FFF8000000000000000, !dbg !79
  %21 = load volatile x86_fp80, ptr %2, align 16, !dbg !80
  %22 = fsub x86_fp80 %20, %21, !dbg !81
  store x86_fp80 %22, ptr %3, align 16, !dbg !77
    #dbg_declare(ptr %4, !82, !DIExpression(), !84)
  store volatile double 1.000000e+16, ptr %4, align 8, !dbg !84
    #dbg_declare(ptr %5, !85, !DIExpression(), !86)
  %23 = load volatile double, ptr %4, align 8, !dbg !87
  %24 = fadd double %23, 1.000000e+00, !dbg !88
  %25 = load volatile double, ptr %4, align 8, !dbg !89
  %26 = fsub double %24, %25, !dbg !90
  store double %26, ptr %5, align 8, !dbg !86
  %27 = load x86_fp80, ptr %3, align 16, !dbg !91
  %28 = fptrunc x86_fp80 %27 to double, !dbg !92
  %29 = load double, ptr %5, align 8, !dbg !93
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %28, double noundef %29), !dbg !94
    #dbg_declare(ptr %6, !95, !DIExpression(), !96)
  store x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB, ptr %6, align 16, !dbg !96
    #dbg_declare(ptr %7, !97, !DIExpression(), !98)
  %31 = load x86_fp80, ptr %6, align 16, !dbg !99
  %32 = fmul x86_fp80 %31, 0xK4000C000000000000000, !dbg !100
  store x86_fp80 %32, ptr %7, align 16, !dbg !98
  %33 = load x86_fp80, ptr %7, align 16, !dbg !101
  %34 = fsub x86_fp80 %33, 0xK3FFF8000000000000000, !dbg !102
  %35 = fptrunc x86_fp80 %34 to double, !dbg !103
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %35), !dbg !104
    #dbg_declare(ptr %8, !105, !DIExpression(), !106)
  store x86_fp80 0xK3FFF8000000000000000, ptr %8, align 16, !dbg !106
    #dbg_declare(ptr %9, !107, !DIExpression(), !108)
  store i32 0, ptr %9, align 4, !dbg !108
  br label %37, !dbg !109

37:                                               ; preds = %42, %0
  %38 = load x86_fp80, ptr %8, align 16, !dbg !110
  %39 = fdiv x86_fp80 %38, 0xK40008000000000000000, !dbg !111
  %40 = fadd x86_fp80 0xK3FFF8000000000000000, %39, !dbg !112
  %41 = fcmp ogt x86_fp80 %40, 0xK3FFF8000000000000000, !dbg !113
  br i1 %41, label %42, label %47, !dbg !109

42:                                               ; preds = %37
  %43 = load x86_fp80, ptr %8, align 16, !dbg !114
  %44 = fdiv x86_fp80 %43, 0xK40008000000000000000, !dbg !114
  store x86_fp80 %44, ptr %8, align 16, !dbg !114
  %45 = load i32, ptr %9, align 4, !dbg !116
  %46 = add nsw i32 %45, 1, !dbg !116
  store i32 %46, ptr %9, align 4, !dbg !116
  br label %37, !dbg !109, !llvm.loop !117

47:                                               ; preds = %37
  %48 = load i32, ptr %9, align 4, !dbg !120
  %49 = load x86_fp80, ptr %8, align 16, !dbg !121
  %50 = fptrunc x86_fp80 %49 to double, !dbg !122
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %48, double noundef %50), !dbg !123
  %52 = call x86_fp80 @ld_sum(i32 noundef 1000), !dbg !124
  %53 = fptrunc x86_fp80 %52 to double, !dbg !125
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %53), !dbg !126
    #dbg_declare(ptr %10, !127, !DIExpression(), !128)
  store i64 9007199254740993, ptr %10, align 8, !dbg !128
    #dbg_declare(ptr %11, !129, !DIExpression(), !130)
  %55 = load i64, ptr %10, align 8, !dbg !131
  %56 = sitofp i64 %55 to x86_fp80, !dbg !131
  store x86_fp80 %56, ptr %11, align 16, !dbg !130
  %57 = load x86_fp80, ptr %11, align 16, !dbg !132
  %58 = fptosi x86_fp80 %57 to i64, !dbg !133
  %59 = load i64, ptr %10, align 8, !dbg !134
  %60 = sitofp i64 %59 to double, !dbg !135
  %61 = fptosi double %60 to i64, !dbg !136
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %58, i64 noundef %61), !dbg !137
    #dbg_declare(ptr %12, !138, !DIExpression(), !139)
  store i64 -1, ptr %12, align 8, !dbg !139
    #dbg_declare(ptr %13, !140, !DIExpression(), !141)
  %63 = load i64, ptr %12, align 8, !dbg !142
  %64 = uitofp i64 %63 to x86_fp80, !dbg !142
  store x86_fp80 %64, ptr %13, align 16, !dbg !141
  %65 = load x86_fp80, ptr %13, align 16, !dbg !143
  %66 = fptoui x86_fp80 %65 to i64, !dbg !144
  %67 = load i64, ptr %12, align 8, !dbg !145
  %68 = icmp eq i64 %66, %67, !dbg !146
  %69 = zext i1 %68 to i32, !dbg !146
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %69), !dbg !147
    #dbg_declare(ptr %14, !148, !DIExpression(), !149)
  store x86_fp80 0xK3FFF8000000000000000, ptr %14, align 16, !dbg !149
    #dbg_declare(ptr %15, !150, !DIExpression(), !152)
  store i32 1, ptr %15, align 4, !dbg !152
  br label %71, !dbg !153

71:                                               ; preds = %88, %47
  %72 = load i32, ptr %15, align 4, !dbg !154
  %73 = icmp sle i32 %72, 25, !dbg !156
  br i1 %73, label %74, label %91, !dbg !157

74:                                               ; preds = %71
  %75 = load i32, ptr %15, align 4, !dbg !158
  %76 = sitofp i32 %75 to x86_fp80, !dbg !158
  %77 = load x86_fp80, ptr %14, align 16, !dbg !160
  %78 = fmul x86_fp80 %77, %76, !dbg !160
  store x86_fp80 %78, ptr %14, align 16, !dbg !160
  %79 = load i32, ptr %15, align 4, !dbg !161
  %80 = srem i32 %79, 5, !dbg !163
  %81 = icmp eq i32 %80, 0, !dbg !164
  br i1 %81, label %82, label %87, !dbg !165

82:                                               ; preds = %74
  %83 = load i32, ptr %15, align 4, !dbg !166
  %84 = load x86_fp80, ptr %14, align 16, !dbg !167
  %85 = fptrunc x86_fp80 %84 to double, !dbg !168
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %83, double noundef %85), !dbg !169
  br label %87, !dbg !169

87:                                               ; preds = %82, %74
  br label %88, !dbg !170

88:                                               ; preds = %87
  %89 = load i32, ptr %15, align 4, !dbg !171
  %90 = add nsw i32 %89, 1, !dbg !171
  store i32 %90, ptr %15, align 4, !dbg !171
  br label %71, !dbg !172, !llvm.loop !173

91:                                               ; preds = %71
    #dbg_declare(ptr %16, !175, !DIExpression(), !176)
  store x86_fp80 0xK3FFFC000000000000000, ptr %16, align 16, !dbg !176
    #dbg_declare(ptr %17, !177, !DIExpression(), !178)
  store x86_fp80 0xKC0009000000000000000, ptr %17, align 16, !dbg !178
  %92 = load x86_fp80, ptr %16, align 16, !dbg !179
  %93 = load x86_fp80, ptr %17, align 16, !dbg !180
  %94 = fadd x86_fp80 %92, %93, !dbg !181
  %95 = fptrunc x86_fp80 %94 to double, !dbg !182
  %96 = load x86_fp80, ptr %16, align 16, !dbg !183
  %97 = load x86_fp80, ptr %17, align 16, !dbg !184
  %98 = fmul x86_fp80 %96, %97, !dbg !185
  %99 = fptrunc x86_fp80 %98 to double, !dbg !186
  %100 = load x86_fp80, ptr %16, align 16, !dbg !187
  %101 = load x86_fp80, ptr %17, align 16, !dbg !188
  %102 = fdiv x86_fp80 %100, %101, !dbg !189
  %103 = fptrunc x86_fp80 %102 to double, !dbg !190
  %104 = load x86_fp80, ptr %16, align 16, !dbg !191
  %105 = load x86_fp80, ptr %17, align 16, !dbg !192
  %106 = fsub x86_fp80 %104, %105, !dbg !193
  %107 = fptrunc x86_fp80 %106 to double, !dbg !194
  %108 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %95, double noundef %99, double noundef %103, double noundef %107), !dbg !195
  %109 = load x86_fp80, ptr %16, align 16, !dbg !196
  %110 = load x86_fp80, ptr %17, align 16, !dbg !197
  %111 = fcmp olt x86_fp80 %109, %110, !dbg !198
  %112 = zext i1 %111 to i32, !dbg !198
  %113 = load x86_fp80, ptr %16, align 16, !dbg !199
  %114 = load x86_fp80, ptr %17, align 16, !dbg !200
  %115 = fcmp ogt x86_fp80 %113, %114, !dbg !201
  %116 = zext i1 %115 to i32, !dbg !201
  %117 = load x86_fp80, ptr %16, align 16, !dbg !202
  %118 = fcmp oeq x86_fp80 %117, 0xK3FFFC000000000000000, !dbg !203
  %119 = zext i1 %118 to i32, !dbg !203
  %120 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %112, i32 noundef %116, i32 noundef %119), !dbg !204
  ret i32 0, !dbg !205
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @ld_sum(i32 noundef %0) #0 !dbg !206 {
  %2 = alloca i32, align 4
  %3 = alloca x86_fp80, align 16
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !209, !DIExpression(), !210)
    #dbg_declare(ptr %3, !211, !DIExpression(), !212)
  store x86_fp80 0xK00000000000000000000, ptr %3, align 16, !dbg !212
    #dbg_declare(ptr %4, !213, !DIExpression(), !215)
  store i32 1, ptr %4, align 4, !dbg !215
  br label %5, !dbg !216

5:                                                ; preds = %15, %1
  %6 = load i32, ptr %4, align 4, !dbg !217
  %7 = load i32, ptr %2, align 4, !dbg !219
  %8 = icmp sle i32 %6, %7, !dbg !220
  br i1 %8, label %9, label %18, !dbg !221

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4, !dbg !222
  %11 = sitofp i32 %10 to x86_fp80, !dbg !222
  %12 = fdiv x86_fp80 0xK3FFF8000000000000000, %11, !dbg !223
  %13 = load x86_fp80, ptr %3, align 16, !dbg !224
  %14 = fadd x86_fp80 %13, %12, !dbg !224
  store x86_fp80 %14, ptr %3, align 16, !dbg !224
  br label %15, !dbg !225

15:                                               ; preds = %9
  %16 = load i32, ptr %4, align 4, !dbg !226
  %17 = add nsw i32 %16, 1, !dbg !226
  store i32 %17, ptr %4, align 4, !dbg !226
  br label %5, !dbg !227, !llvm.loop !228

18:                                               ; preds = %5
  %19 = load x86_fp80, ptr %3, align 16, !dbg !230
  ret x86_fp80 %19, !dbg !231
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!52}
!llvm.module.flags = !{!58, !59, !60, !61, !62, !63, !64}
!llvm.ident = !{!65}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "long_double.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "e31305d7c9cd9495e745c451b186b022")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 25)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 360, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 45)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 16)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 36)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 17)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 424, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 53)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 19)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 12)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 13)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 14)
!52 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !53, globals: !57, splitDebugInlining: false, nameTableKind: None)
!53 = !{!54, !55, !56}
!54 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!55 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!56 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!57 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !47}
!58 = !{i32 7, !"Dwarf Version", i32 5}
!59 = !{i32 2, !"Debug Info Version", i32 3}
!60 = !{i32 1, !"wchar_size", i32 4}
!61 = !{i32 8, !"PIC Level", i32 2}
!62 = !{i32 7, !"PIE Level", i32 2}
!63 = !{i32 7, !"uwtable", i32 2}
!64 = !{i32 7, !"frame-pointer", i32 2}
!65 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!66 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 12, type: !67, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !52, retainedNodes: !70)
!67 = !DISubroutineType(types: !68)
!68 = !{!69}
!69 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!70 = !{}
!71 = !DILocation(line: 13, column: 5, scope: !66)
!72 = !DILocalVariable(name: "big", scope: !66, file: !2, line: 14, type: !73)
!73 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !74)
!74 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!75 = !DILocation(line: 14, column: 26, scope: !66)
!76 = !DILocalVariable(name: "r", scope: !66, file: !2, line: 15, type: !74)
!77 = !DILocation(line: 15, column: 17, scope: !66)
!78 = !DILocation(line: 15, column: 22, scope: !66)
!79 = !DILocation(line: 15, column: 26, scope: !66)
!80 = !DILocation(line: 15, column: 33, scope: !66)
!81 = !DILocation(line: 15, column: 31, scope: !66)
!82 = !DILocalVariable(name: "dbig", scope: !66, file: !2, line: 16, type: !83)
!83 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !54)
!84 = !DILocation(line: 16, column: 21, scope: !66)
!85 = !DILocalVariable(name: "dr", scope: !66, file: !2, line: 17, type: !54)
!86 = !DILocation(line: 17, column: 12, scope: !66)
!87 = !DILocation(line: 17, column: 18, scope: !66)
!88 = !DILocation(line: 17, column: 23, scope: !66)
!89 = !DILocation(line: 17, column: 30, scope: !66)
!90 = !DILocation(line: 17, column: 28, scope: !66)
!91 = !DILocation(line: 18, column: 69, scope: !66)
!92 = !DILocation(line: 18, column: 61, scope: !66)
!93 = !DILocation(line: 18, column: 72, scope: !66)
!94 = !DILocation(line: 18, column: 5, scope: !66)
!95 = !DILocalVariable(name: "third", scope: !66, file: !2, line: 19, type: !74)
!96 = !DILocation(line: 19, column: 17, scope: !66)
!97 = !DILocalVariable(name: "third3", scope: !66, file: !2, line: 20, type: !74)
!98 = !DILocation(line: 20, column: 17, scope: !66)
!99 = !DILocation(line: 20, column: 26, scope: !66)
!100 = !DILocation(line: 20, column: 32, scope: !66)
!101 = !DILocation(line: 21, column: 41, scope: !66)
!102 = !DILocation(line: 21, column: 48, scope: !66)
!103 = !DILocation(line: 21, column: 32, scope: !66)
!104 = !DILocation(line: 21, column: 5, scope: !66)
!105 = !DILocalVariable(name: "x", scope: !66, file: !2, line: 22, type: !74)
!106 = !DILocation(line: 22, column: 17, scope: !66)
!107 = !DILocalVariable(name: "bits", scope: !66, file: !2, line: 23, type: !69)
!108 = !DILocation(line: 23, column: 9, scope: !66)
!109 = !DILocation(line: 24, column: 5, scope: !66)
!110 = !DILocation(line: 24, column: 16, scope: !66)
!111 = !DILocation(line: 24, column: 18, scope: !66)
!112 = !DILocation(line: 24, column: 14, scope: !66)
!113 = !DILocation(line: 24, column: 22, scope: !66)
!114 = !DILocation(line: 25, column: 11, scope: !115)
!115 = distinct !DILexicalBlock(scope: !66, file: !2, line: 24, column: 27)
!116 = !DILocation(line: 26, column: 13, scope: !115)
!117 = distinct !{!117, !109, !118, !119}
!118 = !DILocation(line: 27, column: 5, scope: !66)
!119 = !{!"llvm.loop.mustprogress"}
!120 = !DILocation(line: 28, column: 52, scope: !66)
!121 = !DILocation(line: 28, column: 66, scope: !66)
!122 = !DILocation(line: 28, column: 58, scope: !66)
!123 = !DILocation(line: 28, column: 5, scope: !66)
!124 = !DILocation(line: 29, column: 41, scope: !66)
!125 = !DILocation(line: 29, column: 33, scope: !66)
!126 = !DILocation(line: 29, column: 5, scope: !66)
!127 = !DILocalVariable(name: "big_int", scope: !66, file: !2, line: 30, type: !55)
!128 = !DILocation(line: 30, column: 15, scope: !66)
!129 = !DILocalVariable(name: "lbi", scope: !66, file: !2, line: 31, type: !74)
!130 = !DILocation(line: 31, column: 17, scope: !66)
!131 = !DILocation(line: 31, column: 23, scope: !66)
!132 = !DILocation(line: 32, column: 80, scope: !66)
!133 = !DILocation(line: 32, column: 69, scope: !66)
!134 = !DILocation(line: 33, column: 31, scope: !66)
!135 = !DILocation(line: 33, column: 23, scope: !66)
!136 = !DILocation(line: 33, column: 12, scope: !66)
!137 = !DILocation(line: 32, column: 5, scope: !66)
!138 = !DILocalVariable(name: "u", scope: !66, file: !2, line: 34, type: !56)
!139 = !DILocation(line: 34, column: 24, scope: !66)
!140 = !DILocalVariable(name: "lu", scope: !66, file: !2, line: 35, type: !74)
!141 = !DILocation(line: 35, column: 17, scope: !66)
!142 = !DILocation(line: 35, column: 22, scope: !66)
!143 = !DILocation(line: 36, column: 55, scope: !66)
!144 = !DILocation(line: 36, column: 35, scope: !66)
!145 = !DILocation(line: 36, column: 61, scope: !66)
!146 = !DILocation(line: 36, column: 58, scope: !66)
!147 = !DILocation(line: 36, column: 5, scope: !66)
!148 = !DILocalVariable(name: "f", scope: !66, file: !2, line: 37, type: !74)
!149 = !DILocation(line: 37, column: 17, scope: !66)
!150 = !DILocalVariable(name: "i", scope: !151, file: !2, line: 38, type: !69)
!151 = distinct !DILexicalBlock(scope: !66, file: !2, line: 38, column: 5)
!152 = !DILocation(line: 38, column: 14, scope: !151)
!153 = !DILocation(line: 38, column: 10, scope: !151)
!154 = !DILocation(line: 38, column: 21, scope: !155)
!155 = distinct !DILexicalBlock(scope: !151, file: !2, line: 38, column: 5)
!156 = !DILocation(line: 38, column: 23, scope: !155)
!157 = !DILocation(line: 38, column: 5, scope: !151)
!158 = !DILocation(line: 39, column: 14, scope: !159)
!159 = distinct !DILexicalBlock(scope: !155, file: !2, line: 38, column: 35)
!160 = !DILocation(line: 39, column: 11, scope: !159)
!161 = !DILocation(line: 40, column: 13, scope: !162)
!162 = distinct !DILexicalBlock(scope: !159, file: !2, line: 40, column: 13)
!163 = !DILocation(line: 40, column: 15, scope: !162)
!164 = !DILocation(line: 40, column: 19, scope: !162)
!165 = !DILocation(line: 40, column: 13, scope: !159)
!166 = !DILocation(line: 41, column: 36, scope: !162)
!167 = !DILocation(line: 41, column: 47, scope: !162)
!168 = !DILocation(line: 41, column: 39, scope: !162)
!169 = !DILocation(line: 41, column: 13, scope: !162)
!170 = !DILocation(line: 42, column: 5, scope: !159)
!171 = !DILocation(line: 38, column: 31, scope: !155)
!172 = !DILocation(line: 38, column: 5, scope: !155)
!173 = distinct !{!173, !157, !174, !119}
!174 = !DILocation(line: 42, column: 5, scope: !151)
!175 = !DILocalVariable(name: "a", scope: !66, file: !2, line: 43, type: !74)
!176 = !DILocation(line: 43, column: 17, scope: !66)
!177 = !DILocalVariable(name: "b", scope: !66, file: !2, line: 43, type: !74)
!178 = !DILocation(line: 43, column: 27, scope: !66)
!179 = !DILocation(line: 44, column: 38, scope: !66)
!180 = !DILocation(line: 44, column: 42, scope: !66)
!181 = !DILocation(line: 44, column: 40, scope: !66)
!182 = !DILocation(line: 44, column: 29, scope: !66)
!183 = !DILocation(line: 44, column: 55, scope: !66)
!184 = !DILocation(line: 44, column: 59, scope: !66)
!185 = !DILocation(line: 44, column: 57, scope: !66)
!186 = !DILocation(line: 44, column: 46, scope: !66)
!187 = !DILocation(line: 44, column: 72, scope: !66)
!188 = !DILocation(line: 44, column: 76, scope: !66)
!189 = !DILocation(line: 44, column: 74, scope: !66)
!190 = !DILocation(line: 44, column: 63, scope: !66)
!191 = !DILocation(line: 45, column: 21, scope: !66)
!192 = !DILocation(line: 45, column: 25, scope: !66)
!193 = !DILocation(line: 45, column: 23, scope: !66)
!194 = !DILocation(line: 45, column: 12, scope: !66)
!195 = !DILocation(line: 44, column: 5, scope: !66)
!196 = !DILocation(line: 46, column: 30, scope: !66)
!197 = !DILocation(line: 46, column: 34, scope: !66)
!198 = !DILocation(line: 46, column: 32, scope: !66)
!199 = !DILocation(line: 46, column: 37, scope: !66)
!200 = !DILocation(line: 46, column: 41, scope: !66)
!201 = !DILocation(line: 46, column: 39, scope: !66)
!202 = !DILocation(line: 46, column: 44, scope: !66)
!203 = !DILocation(line: 46, column: 46, scope: !66)
!204 = !DILocation(line: 46, column: 5, scope: !66)
!205 = !DILocation(line: 47, column: 5, scope: !66)
!206 = distinct !DISubprogram(name: "ld_sum", scope: !2, file: !2, line: 5, type: !207, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !52, retainedNodes: !70)
!207 = !DISubroutineType(types: !208)
!208 = !{!74, !69}
!209 = !DILocalVariable(name: "n", arg: 1, scope: !206, file: !2, line: 5, type: !69)
!210 = !DILocation(line: 5, column: 31, scope: !206)
!211 = !DILocalVariable(name: "s", scope: !206, file: !2, line: 6, type: !74)
!212 = !DILocation(line: 6, column: 17, scope: !206)
!213 = !DILocalVariable(name: "i", scope: !214, file: !2, line: 7, type: !69)
!214 = distinct !DILexicalBlock(scope: !206, file: !2, line: 7, column: 5)
!215 = !DILocation(line: 7, column: 14, scope: !214)
!216 = !DILocation(line: 7, column: 10, scope: !214)
!217 = !DILocation(line: 7, column: 21, scope: !218)
!218 = distinct !DILexicalBlock(scope: !214, file: !2, line: 7, column: 5)
!219 = !DILocation(line: 7, column: 26, scope: !218)
!220 = !DILocation(line: 7, column: 23, scope: !218)
!221 = !DILocation(line: 7, column: 5, scope: !214)
!222 = !DILocation(line: 8, column: 21, scope: !218)
!223 = !DILocation(line: 8, column: 19, scope: !218)
!224 = !DILocation(line: 8, column: 11, scope: !218)
!225 = !DILocation(line: 8, column: 9, scope: !218)
!226 = !DILocation(line: 7, column: 30, scope: !218)
!227 = !DILocation(line: 7, column: 5, scope: !218)
!228 = distinct !{!228, !221, !229, !119}
!229 = !DILocation(line: 8, column: 21, scope: !214)
!230 = !DILocation(line: 9, column: 12, scope: !206)
!231 = !DILocation(line: 9, column: 5, scope: !206)
