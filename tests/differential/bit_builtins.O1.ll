; ModuleID = 'bit_builtins.c'
source_filename = "bit_builtins.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.vals = private unnamed_addr constant [12 x i64] [i64 1, i64 2, i64 3, i64 128, i64 255, i64 256, i64 -9223372036854775808, i64 -1, i64 81985529216486895, i64 4294901760, i64 68719476736, i64 3735928559], align 16
@.str = private unnamed_addr constant [65 x i8] c"v=%08x%08x pop=%d clz=%d ctz=%d bswap=%08x%08x parity=%d ffs=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [55 x i8] c"   lo=%08x pop=%d clz=%d ctz=%d bswap=%08x idiom=%08x\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [20 x i8] c"16-bit bswap: %04x\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [28 x i8] c"loop sum=%lu mismatches=%d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [33 x i8] c"v=%u floor_log2=%d next_pow2=%u\0A\00", align 1, !dbg !22

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !46 {
    #dbg_assign(i1 undef, !50, !DIExpression(), !77, ptr @__const.main.vals, !DIExpression(), !78)
    #dbg_assign(i1 undef, !50, !DIExpression(), !79, ptr @__const.main.vals, !DIExpression(), !78)
    #dbg_value(i32 0, !56, !DIExpression(), !78)
    #dbg_value(i32 0, !57, !DIExpression(), !80)
  br label %3, !dbg !81

1:                                                ; preds = %87
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 13330), !dbg !82
    #dbg_value(i32 -1640531527, !67, !DIExpression(), !78)
    #dbg_value(i64 0, !68, !DIExpression(), !78)
    #dbg_value(i32 0, !69, !DIExpression(), !83)
    #dbg_value(i32 %88, !56, !DIExpression(), !78)
  br label %93, !dbg !84

3:                                                ; preds = %0, %87
  %4 = phi i64 [ 0, %0 ], [ %89, %87 ]
  %5 = phi i32 [ 0, %0 ], [ %88, %87 ]
    #dbg_value(i32 %5, !56, !DIExpression(), !78)
    #dbg_value(i64 %4, !57, !DIExpression(), !80)
  %6 = getelementptr inbounds [12 x i64], ptr @__const.main.vals, i64 0, i64 %4, !dbg !85
  %7 = load i64, ptr %6, align 8, !dbg !85, !tbaa !86
    #dbg_value(i64 %7, !59, !DIExpression(), !90)
  %8 = trunc i64 %7 to i32, !dbg !91
    #dbg_value(i32 %8, !62, !DIExpression(), !90)
  %9 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %7), !dbg !92
  %10 = trunc nuw nsw i64 %9 to i32, !dbg !92
    #dbg_value(i32 %10, !63, !DIExpression(), !90)
  %11 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %7, i1 true), !dbg !93
  %12 = trunc nuw nsw i64 %11 to i32, !dbg !93
    #dbg_value(i32 %12, !64, !DIExpression(), !90)
  %13 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %7, i1 true), !dbg !94
  %14 = trunc nuw nsw i64 %13 to i32, !dbg !94
    #dbg_value(i32 %14, !65, !DIExpression(), !90)
  %15 = tail call i64 @llvm.bswap.i64(i64 %7), !dbg !95
    #dbg_value(i64 %15, !66, !DIExpression(), !90)
  %16 = lshr i64 %7, 32, !dbg !96
  %17 = trunc nuw i64 %16 to i32, !dbg !97
  %18 = lshr i64 %15, 32, !dbg !98
  %19 = trunc nuw i64 %18 to i32, !dbg !99
  %20 = trunc i64 %15 to i32, !dbg !100
  %21 = and i32 %10, 1, !dbg !101
  %22 = add nuw nsw i32 %14, 1, !dbg !102
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %17, i32 noundef %8, i32 noundef %10, i32 noundef %12, i32 noundef %14, i32 noundef %19, i32 noundef %20, i32 noundef %21, i32 noundef %22), !dbg !103
    #dbg_value(i64 %7, !104, !DIExpression(), !110)
    #dbg_value(i32 0, !109, !DIExpression(), !110)
  br label %24, !dbg !113

24:                                               ; preds = %3, %24
  %25 = phi i32 [ %29, %24 ], [ 0, %3 ]
  %26 = phi i64 [ %30, %24 ], [ %7, %3 ]
    #dbg_value(i32 %25, !109, !DIExpression(), !110)
    #dbg_value(i64 %26, !104, !DIExpression(), !110)
  %27 = trunc i64 %26 to i32, !dbg !114
  %28 = and i32 %27, 1, !dbg !114
  %29 = add nuw nsw i32 %28, %25, !dbg !116
    #dbg_value(i32 %29, !109, !DIExpression(), !110)
  %30 = lshr i64 %26, 1, !dbg !117
    #dbg_value(i64 %30, !104, !DIExpression(), !110)
  %31 = icmp ult i64 %26, 2, !dbg !113
  br i1 %31, label %32, label %24, !dbg !113, !llvm.loop !118

32:                                               ; preds = %24
  %33 = icmp eq i32 %29, %10, !dbg !122
  br i1 %33, label %34, label %64, !dbg !123

34:                                               ; preds = %32
    #dbg_value(i64 %7, !124, !DIExpression(), !130)
    #dbg_value(i32 0, !127, !DIExpression(), !130)
    #dbg_value(i64 -9223372036854775808, !128, !DIExpression(), !132)
  %35 = trunc i64 %4 to i32
  %36 = add i32 %35, -8
  %37 = icmp ult i32 %36, -2
  br i1 %37, label %38, label %47, !dbg !133

38:                                               ; preds = %34, %38
  %39 = phi i64 [ %42, %38 ], [ -9223372036854775808, %34 ]
  %40 = phi i32 [ %41, %38 ], [ 0, %34 ]
    #dbg_value(i64 %39, !128, !DIExpression(), !132)
    #dbg_value(i32 %40, !127, !DIExpression(), !130)
  %41 = add nuw nsw i32 %40, 1, !dbg !135
    #dbg_value(i32 %41, !127, !DIExpression(), !130)
  %42 = lshr i64 %39, 1, !dbg !136
    #dbg_value(i64 %42, !128, !DIExpression(), !132)
  %43 = icmp ugt i64 %39, 1, !dbg !137
  %44 = and i64 %42, %7
  %45 = icmp eq i64 %44, 0
  %46 = and i1 %43, %45, !dbg !133
  br i1 %46, label %38, label %47, !dbg !133, !llvm.loop !138

47:                                               ; preds = %38, %34
  %48 = phi i32 [ 0, %34 ], [ %41, %38 ], !dbg !130
  %49 = icmp eq i32 %48, %12, !dbg !141
  br i1 %49, label %50, label %64, !dbg !142

50:                                               ; preds = %47
    #dbg_value(i64 %7, !143, !DIExpression(), !147)
    #dbg_value(i32 0, !146, !DIExpression(), !147)
  %51 = lshr i64 1642, %4, !dbg !149
  %52 = and i64 %51, 1, !dbg !149
  %53 = icmp eq i64 %52, 0, !dbg !149
  br i1 %53, label %61, label %54, !dbg !150

54:                                               ; preds = %50, %54
  %55 = phi i32 [ %58, %54 ], [ 0, %50 ]
  %56 = phi i64 [ %57, %54 ], [ %7, %50 ]
    #dbg_value(i32 %55, !146, !DIExpression(), !147)
    #dbg_value(i64 %56, !143, !DIExpression(), !147)
  %57 = lshr exact i64 %56, 1, !dbg !151
    #dbg_value(i64 %57, !143, !DIExpression(), !147)
  %58 = add nuw nsw i32 %55, 1, !dbg !153
    #dbg_value(i32 %58, !146, !DIExpression(), !147)
  %59 = and i64 %56, 2, !dbg !149
  %60 = icmp eq i64 %59, 0, !dbg !149
  br i1 %60, label %54, label %61, !dbg !150, !llvm.loop !154

61:                                               ; preds = %54, %50
  %62 = phi i32 [ 0, %50 ], [ %58, %54 ], !dbg !147
  %63 = icmp eq i32 %62, %14, !dbg !156
  br i1 %63, label %66, label %64, !dbg !157

64:                                               ; preds = %61, %47, %32
  %65 = add nsw i32 %5, 1, !dbg !158
    #dbg_value(i32 %65, !56, !DIExpression(), !78)
  br label %66, !dbg !159

66:                                               ; preds = %64, %61
  %67 = phi i32 [ %65, %64 ], [ %5, %61 ], !dbg !78
    #dbg_value(i32 %67, !56, !DIExpression(), !78)
  %68 = icmp eq i32 %8, 0, !dbg !160
  br i1 %68, label %87, label %69, !dbg !162

69:                                               ; preds = %66
  %70 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %8), !dbg !163
  %71 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %8, i1 true), !dbg !165
  %72 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %8, i1 true), !dbg !166
  %73 = tail call i32 @llvm.bswap.i32(i32 %8), !dbg !167
    #dbg_value(i32 %8, !168, !DIExpression(), !173)
  %74 = tail call noundef i32 @llvm.bswap.i32(i32 %8), !dbg !175
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %8, i32 noundef %70, i32 noundef %71, i32 noundef %72, i32 noundef %73, i32 noundef %74), !dbg !176
  br label %76, !dbg !177

76:                                               ; preds = %69, %76
  %77 = phi i32 [ %81, %76 ], [ 0, %69 ]
  %78 = phi i32 [ %80, %76 ], [ %8, %69 ]
    #dbg_value(i32 %77, !179, !DIExpression(), !185)
    #dbg_value(i32 %78, !184, !DIExpression(), !185)
  %79 = add i32 %78, -1, !dbg !187
  %80 = and i32 %79, %78, !dbg !189
    #dbg_value(i32 %80, !184, !DIExpression(), !185)
  %81 = add nuw nsw i32 %77, 1, !dbg !190
    #dbg_value(i32 %81, !179, !DIExpression(), !185)
  %82 = icmp eq i32 %80, 0, !dbg !191
  br i1 %82, label %83, label %76, !dbg !191, !llvm.loop !192

83:                                               ; preds = %76
  %84 = icmp ne i32 %70, %81, !dbg !194
  %85 = zext i1 %84 to i32, !dbg !195
  %86 = add nsw i32 %67, %85, !dbg !195
  br label %87, !dbg !195

87:                                               ; preds = %83, %66
  %88 = phi i32 [ %67, %66 ], [ %86, %83 ], !dbg !90
    #dbg_value(i32 %88, !56, !DIExpression(), !78)
  %89 = add nuw nsw i64 %4, 1, !dbg !196
    #dbg_value(i64 %89, !57, !DIExpression(), !80)
  %90 = icmp eq i64 %89, 12, !dbg !197
  br i1 %90, label %1, label %3, !dbg !81, !llvm.loop !198

91:                                               ; preds = %121
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %112, i32 noundef %125), !dbg !200
    #dbg_value(i32 1, !71, !DIExpression(), !201)
  br label %129, !dbg !202

93:                                               ; preds = %1, %121
  %94 = phi i32 [ %88, %1 ], [ %125, %121 ]
  %95 = phi i32 [ 0, %1 ], [ %126, %121 ]
  %96 = phi i64 [ 0, %1 ], [ %112, %121 ]
  %97 = phi i32 [ -1640531527, %1 ], [ %103, %121 ]
    #dbg_value(i32 %94, !56, !DIExpression(), !78)
    #dbg_value(i32 %95, !69, !DIExpression(), !83)
    #dbg_value(i64 %96, !68, !DIExpression(), !78)
    #dbg_value(i32 %97, !67, !DIExpression(), !78)
  %98 = shl i32 %97, 13, !dbg !203
  %99 = xor i32 %98, %97, !dbg !206
    #dbg_value(i32 %99, !67, !DIExpression(), !78)
  %100 = lshr i32 %99, 17, !dbg !207
  %101 = xor i32 %100, %99, !dbg !208
    #dbg_value(i32 %101, !67, !DIExpression(), !78)
  %102 = shl i32 %101, 5, !dbg !209
  %103 = xor i32 %102, %101, !dbg !210
    #dbg_value(i32 %103, !67, !DIExpression(), !78)
  %104 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %103), !dbg !211
  %105 = or i32 %103, 1, !dbg !212
  %106 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %105, i1 true), !dbg !213
  %107 = add nuw nsw i32 %106, %104, !dbg !214
  %108 = or i32 %103, -2147483648, !dbg !215
  %109 = tail call range(i32 0, 32) i32 @llvm.cttz.i32(i32 %108, i1 true), !dbg !216
  %110 = add nuw nsw i32 %107, %109, !dbg !217
  %111 = zext nneg i32 %110 to i64, !dbg !218
  %112 = add i64 %96, %111, !dbg !219
    #dbg_value(i64 %112, !68, !DIExpression(), !78)
    #dbg_value(i32 %103, !184, !DIExpression(), !220)
    #dbg_value(i32 0, !179, !DIExpression(), !220)
  %113 = icmp eq i32 %101, %102, !dbg !223
  br i1 %113, label %121, label %114, !dbg !223

114:                                              ; preds = %93, %114
  %115 = phi i32 [ %119, %114 ], [ 0, %93 ]
  %116 = phi i32 [ %118, %114 ], [ %103, %93 ]
    #dbg_value(i32 %115, !179, !DIExpression(), !220)
    #dbg_value(i32 %116, !184, !DIExpression(), !220)
  %117 = add i32 %116, -1, !dbg !224
  %118 = and i32 %117, %116, !dbg !225
    #dbg_value(i32 %118, !184, !DIExpression(), !220)
  %119 = add nuw nsw i32 %115, 1, !dbg !226
    #dbg_value(i32 %119, !179, !DIExpression(), !220)
  %120 = icmp eq i32 %118, 0, !dbg !223
  br i1 %120, label %121, label %114, !dbg !223, !llvm.loop !227

121:                                              ; preds = %114, %93
  %122 = phi i32 [ 0, %93 ], [ %119, %114 ], !dbg !220
  %123 = icmp ne i32 %122, %104, !dbg !229
  %124 = zext i1 %123 to i32, !dbg !230
  %125 = add nsw i32 %94, %124, !dbg !230
    #dbg_value(i32 %125, !56, !DIExpression(), !78)
  %126 = add nuw nsw i32 %95, 1, !dbg !231
    #dbg_value(i32 %126, !69, !DIExpression(), !83)
    #dbg_value(i64 %112, !68, !DIExpression(), !78)
    #dbg_value(i32 %103, !67, !DIExpression(), !78)
  %127 = icmp eq i32 %126, 1000, !dbg !232
  br i1 %127, label %91, label %93, !dbg !84, !llvm.loop !233

128:                                              ; preds = %129
  ret i32 %125, !dbg !235

129:                                              ; preds = %91, %129
  %130 = phi i32 [ 1, %91 ], [ %141, %129 ]
    #dbg_value(i32 %130, !71, !DIExpression(), !201)
  %131 = tail call range(i32 19, 33) i32 @llvm.ctlz.i32(i32 %130, i1 true), !dbg !236
  %132 = xor i32 %131, 31, !dbg !237
    #dbg_value(i32 %132, !73, !DIExpression(), !238)
  %133 = icmp eq i32 %130, 1, !dbg !239
  %134 = add nsw i32 %130, -1, !dbg !240
  %135 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %134, i1 true), !dbg !240
  %136 = sub nuw nsw i32 32, %135, !dbg !240
  %137 = shl nuw i32 1, %136, !dbg !240
  %138 = select i1 %133, i32 1, i32 %137, !dbg !240
    #dbg_value(i32 %138, !76, !DIExpression(), !238)
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %130, i32 noundef %132, i32 noundef %138), !dbg !241
  %140 = mul nuw nsw i32 %130, 3, !dbg !242
  %141 = add nuw nsw i32 %140, 1, !dbg !243
    #dbg_value(i32 %141, !71, !DIExpression(), !201)
  %142 = icmp ult i32 %130, 1667, !dbg !244
  br i1 %142, label %129, label %128, !dbg !202, !llvm.loop !245
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bswap.i64(i64) #1

; Function Attrs: nofree nounwind
declare !dbg !247 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!27}
!llvm.module.flags = !{!38, !39, !40, !41, !42, !43, !44}
!llvm.ident = !{!45}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "bit_builtins.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "ac4078594240b591e304f500a26fcc80")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 520, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 65)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 440, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 55)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 20)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 28)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 33)
!27 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !28, globals: !37, splitDebugInlining: false, nameTableKind: None)
!28 = !{!29, !33, !34, !35, !36}
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !30, line: 26, baseType: !31)
!30 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !32, line: 42, baseType: !33)
!32 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!33 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!34 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!35 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!36 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!37 = !{!0, !7, !12, !17, !22}
!38 = !{i32 7, !"Dwarf Version", i32 5}
!39 = !{i32 2, !"Debug Info Version", i32 3}
!40 = !{i32 1, !"wchar_size", i32 4}
!41 = !{i32 8, !"PIC Level", i32 2}
!42 = !{i32 7, !"PIE Level", i32 2}
!43 = !{i32 7, !"uwtable", i32 2}
!44 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!45 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!46 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 51, type: !47, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !49)
!47 = !DISubroutineType(types: !48)
!48 = !{!36}
!49 = !{!50, !56, !57, !59, !62, !63, !64, !65, !66, !67, !68, !69, !71, !73, !76}
!50 = !DILocalVariable(name: "vals", scope: !46, file: !2, line: 52, type: !51)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !52, size: 768, elements: !54)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !30, line: 27, baseType: !53)
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !32, line: 45, baseType: !35)
!54 = !{!55}
!55 = !DISubrange(count: 12)
!56 = !DILocalVariable(name: "mism", scope: !46, file: !2, line: 55, type: !36)
!57 = !DILocalVariable(name: "i", scope: !58, file: !2, line: 56, type: !36)
!58 = distinct !DILexicalBlock(scope: !46, file: !2, line: 56, column: 5)
!59 = !DILocalVariable(name: "v", scope: !60, file: !2, line: 57, type: !52)
!60 = distinct !DILexicalBlock(scope: !61, file: !2, line: 56, column: 34)
!61 = distinct !DILexicalBlock(scope: !58, file: !2, line: 56, column: 5)
!62 = !DILocalVariable(name: "lo", scope: !60, file: !2, line: 58, type: !29)
!63 = !DILocalVariable(name: "pc64", scope: !60, file: !2, line: 59, type: !36)
!64 = !DILocalVariable(name: "clz64", scope: !60, file: !2, line: 60, type: !36)
!65 = !DILocalVariable(name: "ctz64", scope: !60, file: !2, line: 61, type: !36)
!66 = !DILocalVariable(name: "bs64", scope: !60, file: !2, line: 62, type: !52)
!67 = !DILocalVariable(name: "x", scope: !46, file: !2, line: 78, type: !29)
!68 = !DILocalVariable(name: "sum", scope: !46, file: !2, line: 79, type: !35)
!69 = !DILocalVariable(name: "i", scope: !70, file: !2, line: 80, type: !36)
!70 = distinct !DILexicalBlock(scope: !46, file: !2, line: 80, column: 5)
!71 = !DILocalVariable(name: "v", scope: !72, file: !2, line: 90, type: !33)
!72 = distinct !DILexicalBlock(scope: !46, file: !2, line: 90, column: 5)
!73 = !DILocalVariable(name: "lg", scope: !74, file: !2, line: 91, type: !36)
!74 = distinct !DILexicalBlock(scope: !75, file: !2, line: 90, column: 51)
!75 = distinct !DILexicalBlock(scope: !72, file: !2, line: 90, column: 5)
!76 = !DILocalVariable(name: "np", scope: !74, file: !2, line: 92, type: !33)
!77 = distinct !DIAssignID()
!78 = !DILocation(line: 0, scope: !46)
!79 = distinct !DIAssignID()
!80 = !DILocation(line: 0, scope: !58)
!81 = !DILocation(line: 56, column: 5, scope: !58)
!82 = !DILocation(line: 77, column: 5, scope: !46)
!83 = !DILocation(line: 0, scope: !70)
!84 = !DILocation(line: 80, column: 5, scope: !70)
!85 = !DILocation(line: 57, column: 22, scope: !60)
!86 = !{!87, !87, i64 0}
!87 = !{!"long", !88, i64 0}
!88 = !{!"omnipotent char", !89, i64 0}
!89 = !{!"Simple C/C++ TBAA"}
!90 = !DILocation(line: 0, scope: !60)
!91 = !DILocation(line: 58, column: 23, scope: !60)
!92 = !DILocation(line: 59, column: 20, scope: !60)
!93 = !DILocation(line: 60, column: 21, scope: !60)
!94 = !DILocation(line: 61, column: 21, scope: !60)
!95 = !DILocation(line: 62, column: 25, scope: !60)
!96 = !DILocation(line: 64, column: 29, scope: !60)
!97 = !DILocation(line: 64, column: 16, scope: !60)
!98 = !DILocation(line: 64, column: 77, scope: !60)
!99 = !DILocation(line: 64, column: 61, scope: !60)
!100 = !DILocation(line: 65, column: 16, scope: !60)
!101 = !DILocation(line: 65, column: 32, scope: !60)
!102 = !DILocation(line: 65, column: 55, scope: !60)
!103 = !DILocation(line: 63, column: 9, scope: !60)
!104 = !DILocalVariable(name: "x", arg: 1, scope: !105, file: !2, line: 6, type: !52)
!105 = distinct !DISubprogram(name: "popcount_naive", scope: !2, file: !2, line: 6, type: !106, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !108)
!106 = !DISubroutineType(types: !107)
!107 = !{!36, !52}
!108 = !{!104, !109}
!109 = !DILocalVariable(name: "c", scope: !105, file: !2, line: 7, type: !36)
!110 = !DILocation(line: 0, scope: !105, inlinedAt: !111)
!111 = distinct !DILocation(line: 66, column: 21, scope: !112)
!112 = distinct !DILexicalBlock(scope: !60, file: !2, line: 66, column: 13)
!113 = !DILocation(line: 8, column: 5, scope: !105, inlinedAt: !111)
!114 = !DILocation(line: 9, column: 14, scope: !115, inlinedAt: !111)
!115 = distinct !DILexicalBlock(scope: !105, file: !2, line: 8, column: 15)
!116 = !DILocation(line: 9, column: 11, scope: !115, inlinedAt: !111)
!117 = !DILocation(line: 10, column: 11, scope: !115, inlinedAt: !111)
!118 = distinct !{!118, !113, !119, !120, !121}
!119 = !DILocation(line: 11, column: 5, scope: !105, inlinedAt: !111)
!120 = !{!"llvm.loop.mustprogress"}
!121 = !{!"llvm.loop.unroll.disable"}
!122 = !DILocation(line: 66, column: 18, scope: !112)
!123 = !DILocation(line: 66, column: 39, scope: !112)
!124 = !DILocalVariable(name: "x", arg: 1, scope: !125, file: !2, line: 15, type: !52)
!125 = distinct !DISubprogram(name: "clz64_naive", scope: !2, file: !2, line: 15, type: !106, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !126)
!126 = !{!124, !127, !128}
!127 = !DILocalVariable(name: "n", scope: !125, file: !2, line: 16, type: !36)
!128 = !DILocalVariable(name: "m", scope: !129, file: !2, line: 17, type: !52)
!129 = distinct !DILexicalBlock(scope: !125, file: !2, line: 17, column: 5)
!130 = !DILocation(line: 0, scope: !125, inlinedAt: !131)
!131 = distinct !DILocation(line: 66, column: 51, scope: !112)
!132 = !DILocation(line: 0, scope: !129, inlinedAt: !131)
!133 = !DILocation(line: 17, column: 37, scope: !134, inlinedAt: !131)
!134 = distinct !DILexicalBlock(scope: !129, file: !2, line: 17, column: 5)
!135 = !DILocation(line: 18, column: 10, scope: !134, inlinedAt: !131)
!136 = !DILocation(line: 17, column: 52, scope: !134, inlinedAt: !131)
!137 = !DILocation(line: 17, column: 35, scope: !134, inlinedAt: !131)
!138 = distinct !{!138, !139, !140, !120, !121}
!139 = !DILocation(line: 17, column: 5, scope: !129, inlinedAt: !131)
!140 = !DILocation(line: 18, column: 10, scope: !129, inlinedAt: !131)
!141 = !DILocation(line: 66, column: 48, scope: !112)
!142 = !DILocation(line: 66, column: 66, scope: !112)
!143 = !DILocalVariable(name: "x", arg: 1, scope: !144, file: !2, line: 22, type: !52)
!144 = distinct !DISubprogram(name: "ctz64_naive", scope: !2, file: !2, line: 22, type: !106, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !145)
!145 = !{!143, !146}
!146 = !DILocalVariable(name: "n", scope: !144, file: !2, line: 23, type: !36)
!147 = !DILocation(line: 0, scope: !144, inlinedAt: !148)
!148 = distinct !DILocation(line: 66, column: 78, scope: !112)
!149 = !DILocation(line: 24, column: 12, scope: !144, inlinedAt: !148)
!150 = !DILocation(line: 24, column: 5, scope: !144, inlinedAt: !148)
!151 = !DILocation(line: 25, column: 11, scope: !152, inlinedAt: !148)
!152 = distinct !DILexicalBlock(scope: !144, file: !2, line: 24, column: 22)
!153 = !DILocation(line: 26, column: 10, scope: !152, inlinedAt: !148)
!154 = distinct !{!154, !150, !155, !120, !121}
!155 = !DILocation(line: 27, column: 5, scope: !144, inlinedAt: !148)
!156 = !DILocation(line: 66, column: 75, scope: !112)
!157 = !DILocation(line: 66, column: 13, scope: !60)
!158 = !DILocation(line: 67, column: 17, scope: !112)
!159 = !DILocation(line: 67, column: 13, scope: !112)
!160 = !DILocation(line: 68, column: 13, scope: !161)
!161 = distinct !DILexicalBlock(scope: !60, file: !2, line: 68, column: 13)
!162 = !DILocation(line: 68, column: 13, scope: !60)
!163 = !DILocation(line: 70, column: 20, scope: !164)
!164 = distinct !DILexicalBlock(scope: !161, file: !2, line: 68, column: 17)
!165 = !DILocation(line: 70, column: 44, scope: !164)
!166 = !DILocation(line: 70, column: 63, scope: !164)
!167 = !DILocation(line: 71, column: 20, scope: !164)
!168 = !DILocalVariable(name: "x", arg: 1, scope: !169, file: !2, line: 36, type: !29)
!169 = distinct !DISubprogram(name: "bswap32_idiom", scope: !2, file: !2, line: 36, type: !170, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !172)
!170 = !DISubroutineType(types: !171)
!171 = !{!29, !29}
!172 = !{!168}
!173 = !DILocation(line: 0, scope: !169, inlinedAt: !174)
!174 = distinct !DILocation(line: 71, column: 43, scope: !164)
!175 = !DILocation(line: 37, column: 80, scope: !169, inlinedAt: !174)
!176 = !DILocation(line: 69, column: 13, scope: !164)
!177 = !DILocation(line: 72, column: 60, scope: !178)
!178 = distinct !DILexicalBlock(scope: !164, file: !2, line: 72, column: 17)
!179 = !DILocalVariable(name: "c", scope: !180, file: !2, line: 43, type: !36)
!180 = distinct !DISubprogram(name: "popcount_kernighan", scope: !2, file: !2, line: 42, type: !181, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !183)
!181 = !DISubroutineType(types: !182)
!182 = !{!36, !29}
!183 = !{!184, !179}
!184 = !DILocalVariable(name: "x", arg: 1, scope: !180, file: !2, line: 42, type: !29)
!185 = !DILocation(line: 0, scope: !180, inlinedAt: !186)
!186 = distinct !DILocation(line: 73, column: 43, scope: !178)
!187 = !DILocation(line: 45, column: 16, scope: !188, inlinedAt: !186)
!188 = distinct !DILexicalBlock(scope: !180, file: !2, line: 44, column: 15)
!189 = !DILocation(line: 45, column: 11, scope: !188, inlinedAt: !186)
!190 = !DILocation(line: 46, column: 10, scope: !188, inlinedAt: !186)
!191 = !DILocation(line: 44, column: 5, scope: !180, inlinedAt: !186)
!192 = distinct !{!192, !191, !193, !120, !121}
!193 = !DILocation(line: 47, column: 5, scope: !180, inlinedAt: !186)
!194 = !DILocation(line: 73, column: 40, scope: !178)
!195 = !DILocation(line: 72, column: 17, scope: !164)
!196 = !DILocation(line: 56, column: 30, scope: !61)
!197 = !DILocation(line: 56, column: 23, scope: !61)
!198 = distinct !{!198, !81, !199, !120, !121}
!199 = !DILocation(line: 76, column: 5, scope: !58)
!200 = !DILocation(line: 88, column: 5, scope: !46)
!201 = !DILocation(line: 0, scope: !72)
!202 = !DILocation(line: 90, column: 5, scope: !72)
!203 = !DILocation(line: 81, column: 16, scope: !204)
!204 = distinct !DILexicalBlock(scope: !205, file: !2, line: 80, column: 36)
!205 = distinct !DILexicalBlock(scope: !70, file: !2, line: 80, column: 5)
!206 = !DILocation(line: 81, column: 11, scope: !204)
!207 = !DILocation(line: 82, column: 16, scope: !204)
!208 = !DILocation(line: 82, column: 11, scope: !204)
!209 = !DILocation(line: 83, column: 16, scope: !204)
!210 = !DILocation(line: 83, column: 11, scope: !204)
!211 = !DILocation(line: 84, column: 32, scope: !204)
!212 = !DILocation(line: 84, column: 72, scope: !204)
!213 = !DILocation(line: 84, column: 56, scope: !204)
!214 = !DILocation(line: 84, column: 54, scope: !204)
!215 = !DILocation(line: 84, column: 95, scope: !204)
!216 = !DILocation(line: 84, column: 79, scope: !204)
!217 = !DILocation(line: 84, column: 77, scope: !204)
!218 = !DILocation(line: 84, column: 16, scope: !204)
!219 = !DILocation(line: 84, column: 13, scope: !204)
!220 = !DILocation(line: 0, scope: !180, inlinedAt: !221)
!221 = distinct !DILocation(line: 85, column: 13, scope: !222)
!222 = distinct !DILexicalBlock(scope: !204, file: !2, line: 85, column: 13)
!223 = !DILocation(line: 44, column: 5, scope: !180, inlinedAt: !221)
!224 = !DILocation(line: 45, column: 16, scope: !188, inlinedAt: !221)
!225 = !DILocation(line: 45, column: 11, scope: !188, inlinedAt: !221)
!226 = !DILocation(line: 46, column: 10, scope: !188, inlinedAt: !221)
!227 = distinct !{!227, !223, !228, !120, !121}
!228 = !DILocation(line: 47, column: 5, scope: !180, inlinedAt: !221)
!229 = !DILocation(line: 85, column: 35, scope: !222)
!230 = !DILocation(line: 85, column: 13, scope: !204)
!231 = !DILocation(line: 80, column: 32, scope: !205)
!232 = !DILocation(line: 80, column: 23, scope: !205)
!233 = distinct !{!233, !84, !234, !120, !121}
!234 = !DILocation(line: 87, column: 5, scope: !70)
!235 = !DILocation(line: 95, column: 5, scope: !46)
!236 = !DILocation(line: 91, column: 23, scope: !74)
!237 = !DILocation(line: 91, column: 21, scope: !74)
!238 = !DILocation(line: 0, scope: !74)
!239 = !DILocation(line: 92, column: 25, scope: !74)
!240 = !DILocation(line: 92, column: 23, scope: !74)
!241 = !DILocation(line: 93, column: 9, scope: !74)
!242 = !DILocation(line: 90, column: 42, scope: !75)
!243 = !DILocation(line: 90, column: 46, scope: !75)
!244 = !DILocation(line: 90, column: 28, scope: !75)
!245 = distinct !{!245, !202, !246, !120, !121}
!246 = !DILocation(line: 94, column: 5, scope: !72)
!247 = !DISubprogram(name: "printf", scope: !248, file: !248, line: 356, type: !249, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!248 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!249 = !DISubroutineType(types: !250)
!250 = !{!36, !251, null}
!251 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !252)
!252 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !253, size: 64)
!253 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
